#include "cli/ctlcontext.h"

#include "cli/ctlcommand.h"
#include "cli/terminalprompt.h"
#include "common/xdgpaths.h"
#include "core/api/proxyroute.h"
#include "core/billing/itemnames.h"
#include "core/console/consolesettings.h"
#include "core/model/lifecycle.h"
#include "core/platforms/platformaddress.h"
#include "core/session/filesecretbackend.h"
#include "core/session/keychainbackend.h"
#include "core/session/sandboxlauncher.h"
#include "core/session/secretstore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QNetworkProxyFactory>
#include <QSaveFile>
#include <QSet>
#include <QTimer>

#include <unistd.h>

using namespace Qt::StringLiterals;

CtlContext::CtlContext(QTextStream &out, QTextStream &err, const QCommandLineParser &options, const CtlCommand &command)
    : m_out(out)
    , m_err(err)
    , m_options(options)
    , m_command(command)
    , m_json(options.isSet(u"json"_s))
{ }

CtlContext::~CtlContext() = default;

const QString &CtlContext::confirmingHelp()
{
    static const QString text = QString::fromUtf8(
        QT_TRANSLATE_NOOP("CtlHelp",
                          "Asks for your password (or a 2FA code) when the platform wants you to confirm it "
                          "is you; with --password-stdin, reads it as the next line of standard input."));
    return text;
}

bool CtlContext::isSet(const QString &option) const
{
    return m_options.isSet(option);
}

QString CtlContext::value(const QString &option) const
{
    return m_options.value(option);
}

QStringList CtlContext::values(const QString &option) const
{
    return m_options.values(option);
}

CtlExit CtlContext::connect()
{
    QString why;
    const auto address = PlatformAddress::parse(value(u"platform"_s), &why);
    if (!address) {
        m_err << "gpudeskctl: --platform: " << why << '\n';
        return CtlExit::Usage;
    }
    QUrl url = address->url;
    if (address->kind == PlatformAddress::Kind::Sandbox) {
        SandboxLauncher launcher(value(u"sandbox-data"_s), SandboxLauncher::findExecutable());
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
        if (!url.isValid())
            return fail(failure);
    }
    m_platform = address->connect(url, m_wallClock);
    m_environmentToken = address->environmentToken();
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
    return CtlExit::Ok;
}

bool CtlContext::authenticate()
{
    const QString token = qEnvironmentVariable("GPUDESK_TOKEN");
    if (!token.isEmpty()) {
        m_platform->setToken(token);
        return true;
    }
    if (m_environmentToken) { // the platform's own variables (COMPSHARE_PUBLIC_KEY, COMPSHARE_PRIVATE_KEY)
        m_platform->setToken(*m_environmentToken);
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

void CtlContext::sayNotSupported(const QString &what)
{
    m_err << "gpudeskctl: " << ApiError::notSupported(what).sentence() << '\n';
}

std::optional<ApiError> CtlContext::confirmIdentity(const ApiError &refusal)
{
    // Asked on the terminal; piped, it is the next line, after whatever the command itself read (a
    // new password, say).
    const Reconfirmation::Ask ask = [this](const ApiError &) -> std::optional<QString> {
        const bool typed = ::isatty(STDIN_FILENO) && !isSet(u"password-stdin"_s) && !isSet(u"stdin"_s);
        if (typed)
            m_err << QCoreApplication::translate(
                "Ctl", "This moves money or widens access: confirm it is you (not asked again for ten minutes).")
                  << '\n';
        return TerminalPrompt::secretLine(
            typed ? QCoreApplication::translate("Ctl", "Your password (or a 2FA code): ") : QString(), m_err);
    };
    const auto r = awaitAnswer<Nothing>([&](QObject *c, Platform::Done<Nothing> done) {
        Reconfirmation::confirm(m_platform->facet<SessionConfirmation>(), c, refusal, ask,
                                [done](const std::optional<ApiError> &failed) {
                                    done(failed ? ApiResult<Nothing>(*failed) : ApiResult<Nothing>(Nothing{}));
                                });
    });
    return r.ok() ? std::nullopt : std::optional<ApiError>(r.error());
}

KeptSession CtlContext::keptSession() const
{
    // The console's own: a login in either is a login in both.
    return KeptSession(*m_secrets, m_platform->baseUrl());
}

CtlExit CtlContext::keepSession(const LoginSession &session)
{
    QString error;
    QEventLoop loop;
    keptSession().write(session, &loop, [&](const QString &e) {
        error = e;
        loop.quit();
    });
    loop.exec();
    if (!error.isEmpty())
        return fail(QCoreApplication::translate("Ctl", "logged in, but the session could not be kept: %1").arg(error));
    if (m_secrets->usingFallback())
        m_err << "gpudeskctl: "
              << QCoreApplication::translate(
                     "Ctl", "warning: no keychain answered (%1); the session is kept in %2 (readable by you only)")
                     .arg(m_secrets->fallbackReason(), FileSecretBackend::defaultPath())
              << '\n';
    m_platform->setToken(session.token);
    return CtlExit::Ok;
}

CtlExit CtlContext::failed(const ApiError &error, const QString &doing)
{
    m_err << "gpudeskctl: " << doing << ": " << error.sentence(currency()) << '\n';
    if (error.httpStatus == 401 || error.httpStatus == 403)
        return CtlExit::NotAllowed;
    return CtlExit::Failed;
}

CtlExit CtlContext::failed(const ApiError &error, const char *doing)
{
    return failed(error, QCoreApplication::translate("CtlHelp", doing));
}

CtlExit CtlContext::usage(const QString &message)
{
    m_err << "gpudeskctl: " << message
          << QCoreApplication::translate("CtlHelp", " (see gpudeskctl help %1)").arg(m_command.name()) << '\n';
    return CtlExit::Usage;
}

CtlExit CtlContext::usage(const char *message)
{
    return usage(QCoreApplication::translate("CtlHelp", message));
}

CtlExit CtlContext::fail(const QString &message)
{
    m_err << "gpudeskctl: " << message << '\n';
    return CtlExit::Failed;
}

void CtlContext::printJson(const QJsonValue &value)
{
    m_out << (value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject())).toJson();
}

QString CtlContext::dataSize(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

const Currency &CtlContext::currency()
{
    if (!m_currency) {
        const auto h = platformHealth();
        m_currency = h ? h->currency() : Currency();
    }
    return *m_currency;
}

std::optional<PlatformHealth> CtlContext::platformHealth()
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

QDateTime CtlContext::platformNow()
{
    const auto health = platformHealth();
    return health && health->serverTime.isValid() ? health->serverTime : m_wallClock.now();
}

QTimeZone CtlContext::billingZone()
{
    const auto h = platformHealth();
    const QTimeZone zone(h ? h->billingTimezone.toUtf8() : QByteArray());
    return zone.isValid() ? zone : QTimeZone::utc();
}

QHash<QString, QString> CtlContext::itemNames()
{
    QHash<QString, QString> names;
    QEventLoop loop;
    ItemNames::read(*m_platform, &loop, [&](const ItemNames::Names &n) {
        names = n;
        loop.quit();
    });
    loop.exec();
    return names;
}

std::optional<Pricing> CtlContext::pricing()
{
    // Without a price list the figures that need it are left out, not refused.
    PriceList *prices = m_platform->facet<PriceList>();
    if (!prices)
        return std::nullopt;
    const auto r
        = awaitAnswer<Pricing>([&](QObject *c, Platform::Done<Pricing> done) { prices->pricing(c, std::move(done)); });
    return r.ok() ? std::optional<Pricing>(r.value()) : std::nullopt;
}

CtlGot<Instance> CtlContext::findInstance(const QString &word, QList<Instance> *all)
{
    if (word.isEmpty())
        return usage(QT_TRANSLATE_NOOP("CtlHelp", "which instance? give its id or its name"));
    const auto list = awaitAnswer<InstanceList>(
        [&](QObject *c, Platform::Done<InstanceList> done) { m_platform->instances({}, false, c, std::move(done)); });
    if (!list.ok())
        return failed(list.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing instances"));
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
    if (matches.isEmpty())
        return fail(QCoreApplication::translate("Ctl", "no instance is called '%1' (see gpudeskctl ls)").arg(word));
    QStringList ids;
    for (const Instance &i : matches)
        ids << i.id;
    m_err << "gpudeskctl: "
          << QCoreApplication::translate("Ctl", "%1 instances are called '%2'; use an id: %3")
                 .arg(QString::number(matches.size()), word, ids.join(u", "_s))
          << '\n';
    return CtlExit::Usage;
}

CtlGot<Instance> CtlContext::waitForState(const Instance &instance, InstanceState wanted, int timeoutSeconds)
{
    const QDeadlineTimer deadline(qint64(timeoutSeconds) * 1000);
    QString last;
    for (;;) {
        const auto r = awaitAnswer<Instance>(
            [&](QObject *c, Platform::Done<Instance> done) { m_platform->instance(instance.id, c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), u"waiting for "_s + instance.name);
        const Instance &i = r.value();
        last = i.state.wire();
        if (i.state == wanted)
            return i;
        if (!Lifecycle::mayBecome(i.state.value(), wanted))
            return fail(QCoreApplication::translate("Ctl", "%1 is %2 (%3), not %4")
                            .arg(instance.name, last, i.stateReason.wire(), wireText(wanted)));
        if (deadline.hasExpired())
            break;
        QEventLoop pause;
        QTimer::singleShot(std::min<qint64>(1000, deadline.remainingTime()), &pause, &QEventLoop::quit);
        pause.exec();
    }
    return fail(
        QCoreApplication::translate("Ctl", "%1 is still %2 after %3 s").arg(instance.name, last).arg(timeoutSeconds));
}

QString CtlContext::instanceNamesFile()
{
    return XdgPaths::cacheDir() + u"/instance-names"_s;
}

void CtlContext::rememberNames(const QList<Instance> &instances)
{
    // For the shell's completion only: a failure to write costs nothing but the suggestions.
    QSet<QString> seen;
    QStringList names;
    for (const Instance &i : instances) {
        for (const QString &n : {i.name, i.slug, i.slug.isEmpty() ? QString() : u"gpu-"_s + i.slug}) {
            if (!n.isEmpty() && !n.contains(u'\n') && !seen.contains(n)) {
                seen.insert(n);
                names << n;
            }
        }
    }
    QDir().mkpath(XdgPaths::cacheDir());
    QSaveFile file(instanceNamesFile());
    if (file.open(QIODevice::WriteOnly)) {
        file.write(names.join(u'\n').toUtf8() + (names.isEmpty() ? "" : "\n"));
        file.commit();
    }
}

CtlGot<int> CtlContext::intOption(const QString &name, int min, int max)
{
    bool ok = false;
    const int v = value(name).toInt(&ok);
    if (!ok || v < min || v > max)
        return usage(QCoreApplication::translate("CtlHelp", "--%1 takes a whole number from %2 to %3 (got '%4')")
                         .arg(name)
                         .arg(min)
                         .arg(max)
                         .arg(value(name)));
    return v;
}

CtlGot<Money> CtlContext::moneyOption(const QString &name)
{
    const auto amount = currency().parse(value(name));
    if (!amount || amount->isNegative())
        return usage(QCoreApplication::translate("CtlHelp", "--%1 takes an amount in %2, like 2.50 (got '%3')")
                         .arg(name, currency().code(), value(name)));
    return *amount;
}

CtlGot<double> CtlContext::fractionOption(const QString &name, bool zeroAllowed, const QString &what)
{
    bool ok = false;
    const double v = value(name).toDouble(&ok);
    if (!ok || v > 1 || v < 0 || (v == 0 && !zeroAllowed))
        return usage(QCoreApplication::translate("CtlHelp", "--%1 is %2 (got '%3')").arg(name, what, value(name)));
    return v;
}

CtlGot<CtlContext::LimitChange> CtlContext::limitOption(const QString &name)
{
    if (!isSet(name))
        return LimitChange();
    const QString text = value(name).trimmed();
    if (text == u"off"_s || text == u"none"_s)
        return LimitChange(std::optional<Money>());
    const CtlGot<Money> amount = moneyOption(name);
    if (!amount)
        return amount.exit();
    return LimitChange(*amount);
}

CtlGot<CtlContext::Limits> CtlContext::limitOptions()
{
    const CtlGot<LimitChange> daily = limitOption(u"daily"_s);
    if (!daily)
        return daily.exit();
    const CtlGot<LimitChange> perBoot = limitOption(u"per-boot"_s);
    if (!perBoot)
        return perBoot.exit();
    return Limits{*daily, *perBoot};
}
