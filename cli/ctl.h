#pragma once

#include "cli/ctlcommand.h"
#include "common/clock.h"
#include "core/api/awaitanswer.h"
#include "core/api/platform.h"
#include "core/session/keptsession.h"
#include "core/session/reconfirmation.h"
#include "core/ssh/sshpreferences.h"
#include "core/ssh/sshsession.h"
#include "core/ssh/sshworkspacesync.h"

#include <QCommandLineParser>
#include <QHash>
#include <QTextStream>
#include <QTimeZone>

#include <functional>
#include <memory>
#include <optional>

class SecretStore;
struct SshKeyPair;

/// gpudeskctl: the platform from scripts and terminals, on core. Plain lines by default, JSON with
/// --json on every command that prints data; errors on stderr in plain words. Exit codes: 0 done,
/// 1 failed, 2 usage (an option a command does not take included), 3 not logged in or not allowed;
/// transfers add 4 interrupted (run it again to resume) and 5 a checksum mismatch. The commands are
/// a table (CtlCommand): see ctlcommands.cpp.
class Ctl
{
public:
    enum Exit { Ok = 0, Failed = 1, Usage = 2, NotAllowed = 3, Interrupted = 4, ChecksumMismatch = 5 };

    Ctl(QTextStream &out, QTextStream &err);
    ~Ctl();
    int run(const QStringList &arguments);

    /// Every command and option gpudeskctl has (ctlcommands.cpp).
    static const QList<CtlCommand> &commands();
    /// What a command that may ask to confirm it is the user says of it.
    static const QString &confirmingHelp();
    static const QList<CtlOption> &options();
    /// The options every command takes (where the platform is, logging, help).
    static const QStringList &globalOptions();
    /// The command `words` name ("volumes" alone is its default, "volumes ls"); null when none.
    static const CtlCommand *find(const QStringList &words);

    /// The text of --help, of `help COMMAND`, of the man page and of a shell's completion script.
    static QString helpText();
    static QString commandHelp(const CtlCommand &command);
    static QString manText();
    /// Empty for a shell it does not know.
    static QString completionScript(const QString &shell);
    /// Where the names of the instances the last listing saw are kept, for the completions.
    static QString instanceNamesFile();

private:
    /// The table's part of the platform and the account (ctlaccountcommands.cpp).
    static QList<CtlCommand> accountCommands();
    /// Runs the command with its checks: the options it takes, then the platform and the login it needs.
    int dispatch(const CtlCommand &command, const QStringList &words);
    /// Keeps the names, slugs and ssh aliases of `instances` for the shell's completion.
    void rememberNames(const QList<Instance> &instances);
    /// Finds the platform; Ok, or the exit code after saying why not.
    int connect();
    bool authenticate();
    /// Where the login is kept: the console's place, in its format.
    KeptSession keptSession() const;
    /// The platform's facet F, or null after saying that the platform has none.
    template <typename F> F *need()
    {
        F *facet = m_platform->facet<F>();
        if (!facet)
            m_err << "gpudeskctl: " << ApiError::notSupported(QString::fromUtf8(F::what)).sentence() << '\n';
        return facet;
    }
    /// awaitAnswer for a call that moves money or widens access: when the platform wants the user to
    /// confirm it is them first, confirmIdentity() asks, and the call is sent once more.
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
    /// Confirms the session with the password (or a 2FA code), typed on the terminal or read as the
    /// next line of standard input (--password-stdin, or no terminal); nothing when confirmed, else
    /// the error to print (`refusal` itself when there was nothing to confirm with).
    std::optional<ApiError> confirmIdentity(const ApiError &refusal);
    /// Prints an API failure and returns its exit code.
    int failed(const ApiError &error, const QString &doing);
    /// `doing` as marked for translation (QT_TRANSLATE_NOOP("CtlHelp", …)): said in the reader's language.
    int failed(const ApiError &error, const char *doing);
    int usage(const QString &message);
    int usage(const char *message);
    void printJson(const QJsonValue &value);
    /// An instance by id, unique name, slug or ssh alias; prints why not and sets *exit otherwise.
    /// `all`: the platform's whole list, as read for the search.
    std::optional<Instance> findInstance(const QString &word, int *exit, QList<Instance> *all = nullptr);
    /// An amount given in the platform's currency's major unit ("--rent 2.50" is ¥2.50 on a platform
    /// that bills in yuan).
    std::optional<Money> moneyOption(const QString &name, int *exit);
    /// The platform's currency, read once from /v1/health; the contract's yuan when no platform is
    /// asked (the advisors that need none).
    const Currency &currency();
    /// The platform's health, read once (its time, billing time zone and currency); nullopt when
    /// it does not answer.
    std::optional<PlatformHealth> platformHealth();
    /// Where the platform's days and months begin (UTC when it does not say).
    QTimeZone billingZone();
    /// --daily / --per-boot: unset → nullopt; "off" → no limit; an amount → that limit.
    std::optional<std::optional<Money>> limitOption(const QString &name, int *exit);
    /// --daily and --per-boot together; false (and *exit) after saying what is wrong with one.
    bool limitOptions(std::optional<std::optional<Money>> *daily, std::optional<std::optional<Money>> *perBoot,
                      int *exit);
    /// What the ledger and usage key their lines by, in words (ItemNames).
    QHash<QString, QString> itemNames();
    std::optional<Pricing> pricing();
    /// Keeps a new session like the console's; Ok or the exit code after saying why not.
    int keepSession(const LoginSession &session);
    QString money(Money amount) { return currency().format(amount); }
    /// An amount of data as a script reads it ("3.2 GB", whatever the locale).
    static QString dataSize(qint64 bytes);
    std::optional<int> intOption(const QString &name, int min, int max, int *exit);
    /// A fraction from 0 to 1 (not 0 unless `zeroAllowed`); nullopt (and *exit) after saying it is
    /// `what` ("a share of the time from 0 to 1").
    std::optional<double> fractionOption(const QString &name, bool zeroAllowed, const QString &what, int *exit);
    /// --port, repeatable: the ports, or nullopt (and *exit) after saying what is wrong with them.
    std::optional<QList<int>> portsOption(int *exit);

    // The commands (the table in ctlcommands.cpp runs them); each gets the words after its first.
    // ctlhelp.cpp
    int help(const QStringList &words);
    int completion(const QStringList &words);
    int manPage(const QStringList &words);
    // ctlaccount.cpp
    int health(const QStringList &words);
    int login(const QStringList &words);
    int logout(const QStringList &words);
    int whoami(const QStringList &words);
    int balance(const QStringList &words);
    int cost(const QStringList &words);
    // ctlsecurity.cpp
    int registerAccount(const QStringList &words);
    int password(const QStringList &words);
    int twoFactor(const QStringList &words);
    int logins(const QStringList &words);
    int members(const QStringList &words);
    // ctlbilling.cpp
    int limits(const QStringList &words);
    int recharge(const QStringList &words);
    int billingLedger(const QStringList &words);
    int billingPayments(const QStringList &words);
    /// An InstanceSpec from a JSON file with the API's field names; nullopt (and *exit) after saying why.
    std::optional<InstanceSpec> specFile(const QString &path, int *exit);
    /// Polls the instance until it is in `wanted` (nullopt, and *exit, after saying why not).
    std::optional<Instance> waitForState(const Instance &instance, InstanceState wanted, int timeoutSeconds, int *exit);
    // ctlimagesave.cpp
    int imageSave(const QStringList &words);
    // ctlstockwatch.cpp
    int watchStock(const QStringList &words);
    // ctlmonitor.cpp
    int monitor(const QStringList &words);
    // ctlwebhooks.cpp
    int webhooks(const QStringList &words);
    // ctlinvoices.cpp
    int billingInvoice(const QStringList &words);
    int billingInvoices(const QStringList &words);
    int billingUsage(const QStringList &words);
    /// A lab's cluster: the jobs that ran this month and last, with their GPU-hours.
    int billingGpuHours(const QStringList &words);
    int billingExport(const QStringList &words);
    std::optional<LedgerQuery> ledgerQuery(int *exit);
    // ctlstorage.cpp
    int volumes(const QStringList &words);
    int images(const QStringList &words);
    // ctlinstances.cpp
    int list(const QStringList &words);
    int gpus(const QStringList &words);
    // ctloffers.cpp
    int offers(const QStringList &words);
    /// create --offer ID --image I [--disk GB] [--name N] [--port P]: Ok, or the exit code after saying why not.
    int offerSpec(InstanceSpec *spec);
    /// On a batch cluster (Slurm): create --name N --region PARTITION --gpu TYPE [--count N] [--time 2h].
    int jobSpec(InstanceSpec *spec);
    int show(const QStringList &words);
    int create(const QStringList &words);
    int start(const QStringList &words);
    int stop(const QStringList &words);
    int release(const QStringList &words);
    int wait(const QStringList &words);
    int events(const QStringList &words);
    // ctlcredentials.cpp
    int sshKeys(const QStringList &words);
    int tokens(const QStringList &words);
    // ctlssh.cpp
    int sshKeyGenerate(const QStringList &words);
    int sshKeyImport(const QStringList &words);
    int sshConfig(const QStringList &words);
    int sshLogin(const QStringList &words);
    int snapshot(const QStringList &words);
    int tunnel(const QStringList &words);
    // ctldoctor.cpp
    int doctor(const QStringList &words);
    // ctlautostop.cpp
    int autostop(const QStringList &words);
    int runCommand(const QStringList &words);
    // ctltransfer.cpp
    int upload(const QStringList &words) { return transfer(words, true); }
    int download(const QStringList &words) { return transfer(words, false); }
    int transfer(const QStringList &words, bool upload);
    // ctladvise.cpp
    int adviseGpu(const QStringList &words);
    int adviseBuyVsRent(const QStringList &words);
    int advisePackage(const QStringList &words);

    /// Runs `command` on a running instance over SSH (key and passphrase as for snapshot);
    /// nullopt (and *exit) after saying why it could not.
    std::optional<SshSession::Output> runOnInstance(const QString &word, const QByteArray &command, int *exit);
    /// A key's passphrase: `given` (--passphrase-file), else asked on the terminal, else none.
    SshSession::PassphraseSource passphraseSource(const QByteArray &given);
    /// A running instance's SSH target, with gpudesk's config brought up to date first (and, for
    /// OneInstance, its host key pinned); nullopt after saying why.
    std::optional<std::pair<Instance, SshTarget>> reach(const QString &word, SshWorkspaceSync::Pinning pinning,
                                                        int *exit);
    /// reach() for a command that logs in itself: the instance, its target and the key's
    /// passphrase (--passphrase-file, else asked); nullopt (and *exit) after saying why.
    struct Reached
    {
        Instance instance;
        SshTarget target;
        SshSession::PassphraseSource ask;
    };
    std::optional<Reached> reachWithKey(const QString &word, int *exit);
    /// ssh-config jump: the user's jump host met (its key confirmed with --trust) and kept, or none.
    int sshJump(const QStringList &words, SshPreferences prefs);
    QString sshDir() const;
    /// --passphrase-file's first line; empty when not given; nullopt (and *exit) when unreadable.
    std::optional<QByteArray> passphraseOption(int *exit);
    /// Adds the pair's public key to the platform (connecting and authenticating first if needed).
    int uploadKey(const QString &name, const SshKeyPair &pair);
    /// Makes the pair the instances' IdentityFile when none is chosen yet (or it is gone).
    void rememberDefaultKey(const SshKeyPair &pair);

    QTextStream &m_out;
    QTextStream &m_err;
    QCommandLineParser m_parser;
    bool m_json = false;
    const CtlCommand *m_command = nullptr; ///< the one running
    SystemClock m_wallClock; ///< the time of a platform whose clock is real time (RunPod)
    std::unique_ptr<Platform> m_platform;
    std::unique_ptr<SecretStore> m_secrets;
    std::optional<Currency> m_currency;
    std::optional<std::optional<PlatformHealth>> m_health;
};
