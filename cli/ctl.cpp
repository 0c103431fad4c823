#include "cli/ctl.h"
#include "cli/terminalprompt.h"

#include "common/log/logging.h"
#include "common/rfc3339.h"
#include "common/translations.h"
#include "common/xdgpaths.h"
#include "core/api/proxyroute.h"
#include "core/billing/statement.h"
#include "core/console/consolesettings.h"
#include "core/platforms/platformaddress.h"
#include "core/session/filesecretbackend.h"
#include "core/session/keychainbackend.h"
#include "core/session/sandboxlauncher.h"
#include "core/session/secretstore.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QNetworkProxyFactory>

#include <unistd.h>

using namespace Qt::StringLiterals;

Ctl::Ctl(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{
    m_parser.addHelpOption();
    m_parser.addVersionOption();
    // Every option of every command: which command takes which is checked once the command is known.
    for (const CtlOption &o : options()) {
        QCommandLineOption option(o.name, o.help, o.valueName, o.defaultValue);
        m_parser.addOption(option);
    }
}

Ctl::~Ctl() = default;

int Ctl::run(const QStringList &arguments)
{
    // What people read follows the locale (LANG=zh_CN.UTF-8: Chinese; LC_ALL=C: English); what
    // programs read (--json, the statement's CSV, and the man page and completions made at build
    // time) never changes with it.
    const bool forPrograms = arguments.contains(u"--json"_s) || arguments.contains(u"man"_s)
        || arguments.contains(u"completion"_s) || arguments.contains(u"statement"_s);
    Translations::install(forPrograms ? QLocale::c() : QLocale::system());
    if (!m_parser.parse(arguments))
        return usage(m_parser.errorText());
    if (m_parser.isSet(u"version"_s)) {
        m_out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        return Ok;
    }
    const QStringList words = m_parser.positionalArguments();
    if (m_parser.isSet(u"help"_s) && words.isEmpty()) {
        m_out << helpText();
        return Ok;
    }
    if (words.isEmpty())
        return usage(QT_TRANSLATE_NOOP("CtlHelp", "no command given"));
    const CtlCommand *command = find(words);
    if (!command) {
        QStringList subcommands;
        for (const CtlCommand &c : commands()) {
            if (c.path.size() > 1 && c.path.first() == words.first())
                subcommands << c.path.at(1);
        }
        if (subcommands.isEmpty())
            return usage(QCoreApplication::translate("CtlHelp", "unknown command '%1'").arg(words.first()));
        return usage(
            QCoreApplication::translate("CtlHelp", "%1 takes %2").arg(words.first(), subcommands.join(u", "_s)));
    }
    // `COMMAND --help` is `help COMMAND`.
    if (m_parser.isSet(u"help"_s)) {
        m_out << commandHelp(*command);
        return Ok;
    }
    m_command = command;
    m_json = m_parser.isSet(u"json"_s);
    // Help, completion and the man page (written at build time) leave no log behind.
    if (command->run != &Ctl::help && command->run != &Ctl::completion && command->run != &Ctl::manPage)
        Logging::init({u"gpudeskctl"_s, m_parser.isSet(u"verbose"_s), {}});
    const int rc = dispatch(*command, words);
    m_out.flush();
    m_err.flush();
    return rc;
}

const CtlCommand *Ctl::find(const QStringList &words)
{
    const CtlCommand *groupDefault = nullptr;
    for (const CtlCommand &c : commands()) {
        if (c.path.first() != words.first())
            continue;
        if (c.path.size() == 1 || c.path.at(1) == words.value(1))
            return &c;
        // The group's word alone, or followed by an instance or an option's value: its default.
        if (c.isDefault && words.size() == 1)
            groupDefault = &c;
    }
    return groupDefault;
}

int Ctl::dispatch(const CtlCommand &command, const QStringList &words)
{
    // An option the command does not take is refused, never ignored.
    for (const QString &option : m_parser.optionNames()) {
        if (globalOptions().contains(option) || command.options.contains(option)
            || (option == u"json"_s && command.printsData))
            continue;
        return usage(QCoreApplication::translate("CtlHelp", "%1 does not take --%2").arg(command.name(), option));
    }
    QStringList rest = words.mid(1);
    if (command.isDefault && rest.isEmpty())
        rest << command.path.at(1); // "volumes" runs "volumes ls"
    if (command.needs == CtlCommand::Needs::Nothing)
        return (this->*command.run)(rest);
    if (const int rc = connect(); rc != Ok)
        return rc;
    if (command.needs == CtlCommand::Needs::Platform)
        return (this->*command.run)(rest);
    const bool loggedIn = authenticate();
    // Advice uses the catalog's prices when logged in; it stands without them.
    if (!loggedIn && command.needs == CtlCommand::Needs::Login) {
        m_err << "gpudeskctl: "
              << QCoreApplication::translate("CtlHelp", "not logged in; run `gpudeskctl login` or set GPUDESK_TOKEN")
              << '\n';
        return NotAllowed;
    }
    return (this->*command.run)(rest);
}

int Ctl::connect()
{
    QString why;
    const auto address = PlatformAddress::parse(m_parser.value(u"platform"_s), &why);
    if (!address) {
        m_err << "gpudeskctl: --platform: " << why << '\n';
        return Usage;
    }
    QUrl url = address->url;
    if (address->kind == PlatformAddress::Kind::Sandbox) {
        SandboxLauncher launcher(m_parser.value(u"sandbox-data"_s), SandboxLauncher::findExecutable());
        QString failure;
        QEventLoop loop;
        QObject::connect(&launcher, &SandboxLauncher::ready, &loop, [&](const QUrl &u) {
            url = u;
            loop.quit();
        });
        QObject::connect(&launcher, &SandboxLauncher::failed, &loop, [&](const QString &why) {
            failure = why;
            loop.quit();
        });
        launcher.ensureRunning();
        loop.exec();
        if (!url.isValid()) {
            m_err << "gpudeskctl: " << failure << '\n';
            return Failed;
        }
    }
    m_platform = address->connect(url, m_wallClock);
    m_secrets = std::make_unique<SecretStore>(std::make_unique<KeychainBackend>(),
                                              std::make_unique<FileSecretBackend>(FileSecretBackend::defaultPath()));
    // The console's proxy: the settings' own (its password in the keychain), else the environment's.
    auto *route = new ProxyRoute;
    route->setChoice(ConsoleSettings::load(XdgPaths::settingsFile()).proxy);
    if (route->choice().mode == ProxyRoute::Mode::Manual && !route->choice().user.isEmpty()) {
        QEventLoop loop;
        m_secrets->read(ProxyRoute::passwordKey(), &loop, [&](const std::optional<QString> &password, const QString &) {
            route->setPassword(password.value_or(QString()));
            loop.quit();
        });
        loop.exec();
    }
    QNetworkProxyFactory::setApplicationProxyFactory(route); // Qt's from here
    return Ok;
}

std::optional<ApiError> Ctl::confirmIdentity(const ApiError &refusal)
{
    // Asked on the terminal; piped, it is the next line, after whatever the command itself read (a
    // new password, say).
    const Reconfirmation::Ask ask = [this](const ApiError &) -> std::optional<QString> {
        const bool typed
            = ::isatty(STDIN_FILENO) && !m_parser.isSet(u"password-stdin"_s) && !m_parser.isSet(u"stdin"_s);
        if (typed)
            m_err << QCoreApplication::translate(
                "Ctl", "This moves money or widens access: confirm it is you (not asked again for ten minutes).")
                  << '\n';
        return TerminalPrompt::secretLine(
            typed ? QCoreApplication::translate("Ctl", "Your password (or a 2FA code): ") : QString(), m_err);
    };
    const auto r = awaitAnswer<Nothing>([&](QObject *c, Platform::Done<Nothing> done) {
        Reconfirmation::confirm(*m_platform, c, refusal, ask, [done](const std::optional<ApiError> &failed) {
            done(failed ? ApiResult<Nothing>(*failed) : ApiResult<Nothing>(Nothing{}));
        });
    });
    return r.ok() ? std::nullopt : std::optional<ApiError>(r.error());
}

KeptSession Ctl::keptSession() const
{
    // The console's own: a login in either is a login in both.
    return KeptSession(*m_secrets, m_platform->baseUrl());
}

bool Ctl::authenticate()
{
    const QString token = qEnvironmentVariable("GPUDESK_TOKEN");
    if (!token.isEmpty()) {
        m_platform->setToken(token);
        return true;
    }
    std::optional<KeptSession::Login> kept;
    QEventLoop loop;
    keptSession().read(&loop, [&](const std::optional<KeptSession::Login> &login, const QString &) {
        kept = login;
        loop.quit();
    });
    loop.exec();
    if (!kept)
        return false;
    m_platform->setToken(kept->token);
    return true;
}

int Ctl::failed(const ApiError &error, const QString &doing)
{
    m_err << "gpudeskctl: " << doing << ": " << error.sentence(currency()) << '\n';
    if (error.httpStatus == 401 || error.httpStatus == 403)
        return NotAllowed;
    return Failed;
}

int Ctl::failed(const ApiError &error, const char *doing)
{
    return failed(error, QCoreApplication::translate("CtlHelp", doing));
}

int Ctl::usage(const QString &message)
{
    m_err << "gpudeskctl: " << message
          << (m_command ? QCoreApplication::translate("CtlHelp", " (see gpudeskctl help %1)").arg(m_command->name())
                        : QCoreApplication::translate("CtlHelp", " (see gpudeskctl --help)"))
          << '\n';
    return Usage;
}

int Ctl::usage(const char *message)
{
    return usage(QCoreApplication::translate("CtlHelp", message));
}

void Ctl::printJson(const QJsonValue &value)
{
    m_out << (value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject())).toJson();
}

std::optional<Money> Ctl::moneyOption(const QString &name, int *exit)
{
    const auto amount = currency().parse(m_parser.value(name));
    if (!amount || amount->isNegative()) {
        *exit = usage(QCoreApplication::translate("CtlHelp", "--%1 takes an amount in %2, like 2.50 (got '%3')")
                          .arg(name, currency().code(), m_parser.value(name)));
        return std::nullopt;
    }
    return amount;
}

const Currency &Ctl::currency()
{
    if (!m_currency) {
        const auto h = platformHealth();
        m_currency = h ? h->currency() : Currency();
    }
    return *m_currency;
}

std::optional<PlatformHealth> Ctl::platformHealth()
{
    if (!m_health) {
        m_health = std::optional<PlatformHealth>();
        if (m_platform) {
            const auto h = awaitAnswer<PlatformHealth>(
                [&](QObject *c, Platform::Done<PlatformHealth> done) { m_platform->health(c, std::move(done)); });
            if (h.ok())
                m_health = std::optional<PlatformHealth>(h.value());
        }
    }
    return *m_health;
}

QTimeZone Ctl::billingZone()
{
    const auto h = platformHealth();
    const QTimeZone zone(h ? h->billingTimezone.toUtf8() : QByteArray());
    return zone.isValid() ? zone : QTimeZone::utc();
}

int Ctl::keepSession(const LoginSession &session)
{
    QString error;
    QEventLoop loop;
    keptSession().write(session, &loop, [&](const QString &e) {
        error = e;
        loop.quit();
    });
    loop.exec();
    if (!error.isEmpty()) {
        m_err << "gpudeskctl: "
              << QCoreApplication::translate("Ctl", "logged in, but the session could not be kept: %1").arg(error)
              << '\n';
        return Failed;
    }
    if (m_secrets->usingFallback())
        m_err << "gpudeskctl: "
              << QCoreApplication::translate(
                     "Ctl", "warning: no keychain answered (%1); the session is kept in %2 (readable by you only)")
                     .arg(m_secrets->fallbackReason(), FileSecretBackend::defaultPath())
              << '\n';
    m_platform->setToken(session.token);
    return Ok;
}

QString Ctl::dataSize(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

std::optional<int> Ctl::intOption(const QString &name, int min, int max, int *exit)
{
    bool ok = false;
    const int v = m_parser.value(name).toInt(&ok);
    if (!ok || v < min || v > max) {
        *exit = usage(QCoreApplication::translate("CtlHelp", "--%1 takes a whole number from %2 to %3 (got '%4')")
                          .arg(name)
                          .arg(min)
                          .arg(max)
                          .arg(m_parser.value(name)));
        return std::nullopt;
    }
    return v;
}

std::optional<Instance> Ctl::findInstance(const QString &word, int *exit, QList<Instance> *all)
{
    if (word.isEmpty()) {
        *exit = usage(QT_TRANSLATE_NOOP("CtlHelp", "which instance? give its id or its name"));
        return std::nullopt;
    }
    const auto list = awaitAnswer<InstanceList>(
        [&](QObject *c, Platform::Done<InstanceList> done) { m_platform->instances({}, false, c, std::move(done)); });
    if (!list.ok()) {
        *exit = failed(list.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing instances"));
        return std::nullopt;
    }
    rememberNames(list.value().items);
    if (all)
        *all = list.value().items;
    QList<Instance> matches;
    for (const Instance &i : list.value().items) {
        if (i.id == word)
            return i;
        if (i.name == word || i.slug == word || u"gpu-"_s + i.slug == word)
            matches << i;
    }
    if (matches.size() == 1)
        return matches.first();
    if (matches.isEmpty()) {
        *exit = Failed;
        m_err << "gpudeskctl: "
              << QCoreApplication::translate("Ctl", "no instance is called '%1' (see gpudeskctl ls)").arg(word) << '\n';
    } else {
        QStringList ids;
        for (const Instance &i : matches)
            ids << i.id;
        *exit = Usage;
        m_err << "gpudeskctl: "
              << QCoreApplication::translate("Ctl", "%1 instances are called '%2'; use an id: %3")
                     .arg(QString::number(matches.size()), word, ids.join(u", "_s))
              << '\n';
    }
    return std::nullopt;
}
