#pragma once

#include "cli/ctlexit.h"
#include "common/clock.h"
#include "core/api/awaitanswer.h"
#include "core/api/platform.h"
#include "core/session/keptsession.h"
#include "core/session/reconfirmation.h"

#include <QHash>
#include <QTextStream>
#include <QTimeZone>

#include <functional>
#include <memory>
#include <optional>

class QCommandLineParser;
class SecretStore;
struct CtlCommand;

/// What every gpudeskctl command works in: its options, where it prints, the platform and the
/// login, and the steps many commands share (finding an instance, reading an amount, saying why a
/// call failed). One per run, made by Ctl once the command is known; the groups of commands receive
/// it. Steps that can fail say why on stderr and give the exit code (CtlGot); nothing writes
/// through an out-parameter.
class CtlContext
{
public:
    CtlContext(QTextStream &out, QTextStream &err, const QCommandLineParser &options, const CtlCommand &command);
    ~CtlContext();
    CtlContext(const CtlContext &) = delete;
    CtlContext &operator=(const CtlContext &) = delete;

    QTextStream &out() { return m_out; }
    QTextStream &err() { return m_err; }
    const CtlCommand &command() const { return m_command; }
    /// What a command that may ask to confirm it is the user (awaitConfirmed) says of it in help.
    static const QString &confirmingHelp();

    // The command line's options.
    bool isSet(const QString &option) const;
    QString value(const QString &option) const;
    QStringList values(const QString &option) const;
    /// --json: print the platform's own shapes instead of lines.
    bool json() const { return m_json; }

    // The platform and the login.
    /// Finds the platform (starting the local sandbox if it is the one asked for); Ok, or the exit
    /// code after saying why not.
    CtlExit connect();
    bool connected() const { return bool(m_platform); }
    /// GPUDESK_TOKEN, else the login kept like the console's; false when there is none.
    bool authenticate();
    Platform &platform() { return *m_platform; }
    /// The platform's facet F, or null after saying that the platform has none.
    template <typename F> F *need()
    {
        F *facet = m_platform->facet<F>();
        if (!facet)
            sayNotSupported(QString::fromUtf8(F::what));
        return facet;
    }
    /// awaitAnswer for a call that moves money or widens access: when the platform wants the user to
    /// confirm it is them first, it is asked (the terminal, or the next line of standard input), and
    /// the call is sent once more.
    template <typename T>
    ApiResult<T> awaitConfirmed(const std::function<void(QObject *, std::function<void(const ApiResult<T> &)>)> &call)
    {
        ApiResult<T> first = awaitAnswer<T>(call);
        if (first.ok() || !Reconfirmation::isAsked(first.error()))
            return first;
        if (std::optional<ApiError> failed = confirmIdentity(first.error()))
            return *failed;
        return awaitAnswer<T>(call);
    }
    /// Keeps a new session like the console's; Ok or the exit code after saying why not.
    CtlExit keepSession(const LoginSession &session);
    /// Where the login is kept: the console's place, in its format.
    KeptSession keptSession() const;

    // Saying things.
    /// Prints an API failure while `doing` and returns its exit code.
    CtlExit failed(const ApiError &error, const QString &doing);
    /// `doing` as marked for translation (QT_TRANSLATE_NOOP("CtlHelp", …)): said in the reader's language.
    CtlExit failed(const ApiError &error, const char *doing);
    /// "gpudeskctl: MESSAGE (see gpudeskctl help COMMAND)"; Usage.
    CtlExit usage(const QString &message);
    CtlExit usage(const char *message);
    /// "gpudeskctl: MESSAGE" on stderr; Failed.
    CtlExit fail(const QString &message);
    void printJson(const QJsonValue &value);
    /// An amount in the platform's currency ("¥2.50").
    QString money(Money amount) { return currency().format(amount); }
    /// An amount of data as a script reads it ("3.2 GB", whatever the locale).
    static QString dataSize(qint64 bytes);

    // What the platform says of itself, read once.
    /// The platform's currency; the contract's yuan when no platform is asked (the advisors that need none).
    const Currency &currency();
    /// Its health (its time, billing time zone and currency); nullopt when it does not answer.
    std::optional<PlatformHealth> platformHealth();
    /// The platform's time now (its health's, else this machine's).
    QDateTime platformNow();
    /// Where its days and months begin (UTC when it does not say).
    QTimeZone billingZone();
    /// What the ledger and usage key their lines by, in words (ItemNames).
    QHash<QString, QString> itemNames();
    /// Its price list, where it has one and it answers.
    std::optional<Pricing> pricing();

    // Instances.
    /// An instance by id, unique name, slug or ssh alias. `all`: the platform's whole list, as read
    /// for the search.
    CtlGot<Instance> findInstance(const QString &word, QList<Instance> *all = nullptr);
    /// Polls the instance until it is in `wanted`.
    CtlGot<Instance> waitForState(const Instance &instance, InstanceState wanted, int timeoutSeconds);
    /// Keeps the names, slugs and ssh aliases of `instances` for the shell's completion.
    static void rememberNames(const QList<Instance> &instances);
    /// Where the names of the instances the last listing saw are kept, for the completions.
    static QString instanceNamesFile();

    // Options' values, checked.
    CtlGot<int> intOption(const QString &name, int min, int max);
    /// An amount given in the platform's currency's major unit ("--rent 2.50" is ¥2.50 on a platform
    /// that bills in yuan).
    CtlGot<Money> moneyOption(const QString &name);
    /// A fraction from 0 to 1 (not 0 unless `zeroAllowed`), said to be `what` when it is not.
    CtlGot<double> fractionOption(const QString &name, bool zeroAllowed, const QString &what);
    /// A spend limit: unset → nullopt; "off" → no limit; an amount → that limit.
    using LimitChange = std::optional<std::optional<Money>>;
    CtlGot<LimitChange> limitOption(const QString &name);
    /// --daily and --per-boot together.
    struct Limits
    {
        LimitChange daily;
        LimitChange perBoot;
    };
    CtlGot<Limits> limitOptions();

private:
    void sayNotSupported(const QString &what);
    /// Confirms the session with the password (or a 2FA code), typed on the terminal or read as the
    /// next line of standard input (--password-stdin, or no terminal); nothing when confirmed, else
    /// the error to print (`refusal` itself when there was nothing to confirm with).
    std::optional<ApiError> confirmIdentity(const ApiError &refusal);

    QTextStream &m_out;
    QTextStream &m_err;
    const QCommandLineParser &m_options;
    const CtlCommand &m_command;
    const bool m_json;
    SystemClock m_wallClock; ///< the time of a platform whose clock is real time (RunPod)
    std::unique_ptr<Platform> m_platform;
    std::optional<QString> m_environmentToken;
    std::unique_ptr<SecretStore> m_secrets;
    std::optional<Currency> m_currency;
    std::optional<std::optional<PlatformHealth>> m_health;
};
