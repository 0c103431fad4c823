#include "cli/ctl.h"

#include "common/log/logging.h"
#include "common/rfc3339.h"
#include "common/xdgpaths.h"
#include "core/api/platformaddress.h"
#include "core/billing/statement.h"
#include "core/session/filesecretbackend.h"
#include "core/session/keychainbackend.h"
#include "core/session/sandboxlauncher.h"
#include "core/session/secretstore.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace {

const char *const kHelp = R"(gpudeskctl: the gpudesk platform from the command line.

Commands (an INSTANCE is its id or its unique name):
  health                      whether the platform answers, and its time
  login [--login PHONE|EMAIL] [--password-stdin] [--code CODE]
                              log in; the session is kept like the console's (on RunPod: paste
                              the API key, or give it on standard input with --password-stdin)
  logout                      end the session
  register --phone P --email E [--password-stdin]
                              a new account, logged in at once
  password [--stdin]          change the password (--stdin: the current and the new one, a line each)
  2fa enable | confirm CODE | disable --code CODE
                              two-factor login: enable prints the secret and its otpauth URI for an
                              authenticator app; confirm prints the recovery codes, once
  logins                      recent logins, with addresses not seen before marked
  whoami                      the account logged in
  balance                     balance, rate now, spent today, vouchers
  cost                        what each instance's boot costs now, and the runway
  limits [set [--daily A|off] [--per-boot A|off]]
                              the spend limits: past them the platform stops your instances
  recharge AMOUNT             add money (play money on the local sandbox)
  billing ledger [--instance I] [--kind K] [--month YYYY-MM]
                              charges and credits, newest last; a whole month with --month
  billing usage [--bucket day|hour] [--group instance|gpu_type|member]
                              spending per day or hour, by instance, card or member
  billing export [--month YYYY-MM] [--out FILE]
                              a month's statement as CSV (standard output by default), its total
                              checked against the platform's
  volumes ls | create NAME --region R --size GB | rm ID
                              data volumes: they outlive instances and cost storage until deleted
  images ls | rm ID           saved images and what they cost per day
  members ls | add --name N (--phone P|--email E) [--password-stdin] [--daily A] [--per-boot A]
          | rm ID | limits ID [--daily A|off] [--per-boot A|off]
                              people who spend your balance, within their own limits
  gpus                        the cards with their price per hour and where they are free
  ls [--include-released]     the instances
  show INSTANCE               one instance
  create --spec FILE.json | --name N --region R --gpu TYPE [--count N] --image I
         [--billing on_demand|package_daily|package_weekly] [--system-disk GB]
         [--data-disk GB | --volume ID] [--port P]... [--start-mode gpu|no_gpu] [--autostop TIME|off]
  start INSTANCE [--no-gpu]   boot it (no-GPU mode: about a tenth of the price)
  stop INSTANCE               stop it (disks kept; storage still costs)
  release INSTANCE --yes      delete it with its system disk and own data disk
  wait INSTANCE --state S [--timeout SECONDS]
  events INSTANCE             its state changes and why
  ssh-keys ls | add FILE.pub [--name N] | rm ID
  ssh-keys generate NAME [--passphrase-file F] [--upload]
                              a new ed25519 pair as ~/.ssh/gpudesk_NAME (never overwrites)
  ssh-keys import FILE [--name N] [--passphrase-file F]
                              add an existing pair's public key; it becomes the default key
  ssh-config sync [--no-include]
                              write ~/.ssh/gpudesk/config (a Host gpu-NAME per instance), pin
                              running instances' host keys, and include it from ~/.ssh/config
  ssh-config remove           take all of that out again (~/.ssh/config as it was before)
  ssh INSTANCE [-- COMMAND]   log in (or run COMMAND) with OpenSSH, host key checked first
  doctor INSTANCE [--port N] [--log PATH | --died] [--json]
                              find the broken layer when you cannot connect (state, ssh config,
                              key, network, SSH, login; with --port the service inside and the
                              platform's public port); --log/--died: why a run died (GPU memory,
                              the OOM killer, a full disk). Exit 0: every check passed; 1: one failed
  autostop INSTANCE [--status] | --idle TIME [--idle-no-gpu TIME] | --off | --on
                              stop it by itself once nothing uses it (no GPU work, SSH session,
                              tunnel or service connection, transfer or busy CPU) for TIME: on by
                              default, 30m in GPU mode, 2h in no-GPU mode; --status says armed,
                              idle since …, stopping at … or off, with its last decisions
  run INSTANCE [--stop-when-done [--grace TIME]] -- COMMAND...
                              run COMMAND in tmux on the instance (tmux attach -t gpudesk-job-…);
                              --stop-when-done: stop the instance when it ends (after TIME)
  snapshot INSTANCE [--markdown|--json] [--passphrase-file F]
                              the instance's GPU, disks, RAM and Python stack, measured now
  tunnel INSTANCE PORT [--local-port N]
                              127.0.0.1:N here reaches PORT inside the instance (TensorBoard 6006,
                              Jupyter 8888, Gradio 7860), until Ctrl+C; follows it across reboots
  upload INSTANCE SRC DEST [--exclude PATTERN]... [--yes]
                              send a file or folder into DEST on the instance (the data disk, say),
                              resumable and checked with SHA-256; __pycache__, *.pyc and *.log are
                              left out; private keys, .env files and API tokens stop it unless --yes
  download INSTANCE SRC DEST [--exclude PATTERN]...
                              bring a file or folder from the instance into DEST here, the same way
                              (exit 4: interrupted, run it again to resume; 5: checksum mismatch)
  tokens ls | create NAME --scopes read,instances,billing,keys [--days N] | revoke ID
  advise gpu --task preprocess|inference|lora|full|serving [--params BILLIONS]
             [--precision fp32|fp16|bf16|int8|int4] [--context TOKENS] [--batch N]
  advise buy-vs-rent --rig AMOUNT --rent PER_HOUR --hours PER_YEAR [--years N]
             [--depreciation PERCENT] [--watts W --kwh PER_KWH]
  advise package --rate PER_HOUR --period daily|weekly --busy-hours H [--discount F]

Amounts are in the platform's currency's main unit, as it shows them: --rent 2.50 is ¥2.50 on a
platform that bills in yuan (the local sandbox does).

Platforms: --platform sandbox (default), runpod (RunPod's API at https://api.runpod.io), runpod+URL
(the same API elsewhere), or the URL of a platform that speaks gpudesk's API. Each keeps its own login.

Credentials: GPUDESK_TOKEN (an API token; RunPod's API key) if set, else the session of `login`.
Exit codes: 0 done, 1 failed, 2 usage, 3 not logged in or not allowed.)";

} // namespace

Ctl::Ctl(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{
    m_parser.setApplicationDescription(QString::fromUtf8(kHelp));
    m_parser.addHelpOption();
    m_parser.addVersionOption();
    const auto value = [this](const QString &name, const QString &help, const QString &valueName) {
        m_parser.addOption(QCommandLineOption(name, help, valueName));
    };
    const auto flag
        = [this](const QString &name, const QString &help) { m_parser.addOption(QCommandLineOption(name, help)); };
    m_parser.addOption(QCommandLineOption(
        u"platform"_s,
        u"'sandbox' for the local sandbox (default), 'runpod' for RunPod, 'runpod+URL' for RunPod's API at "
        "another address, or the URL of a platform that speaks gpudesk's API."_s,
        u"sandbox|runpod|URL"_s, u"sandbox"_s));
    m_parser.addOption(QCommandLineOption(u"sandbox-data"_s, u"Data directory of the local sandbox."_s, u"DIR"_s,
                                          XdgPaths::defaultSandboxDir()));
    m_parser.addOption(
        QCommandLineOption(u"ssh-dir"_s, u"Where your SSH files are (default: ~/.ssh, as ssh finds it)."_s, u"DIR"_s));
    value(u"local-port"_s, u"tunnel: the port on this computer (default: a free one)."_s, u"N"_s);
    flag(u"markdown"_s, u"snapshot: a Markdown block for a README."_s);
    flag(u"no-include"_s, u"ssh-config sync: leave ~/.ssh/config alone."_s);
    flag(u"upload"_s, u"ssh-keys generate: also add the public key to the platform."_s);
    value(u"passphrase-file"_s, u"ssh-keys: the key's passphrase, on the first line of this file."_s, u"FILE"_s);
    flag(u"json"_s, u"Print the platform's JSON instead of lines."_s);
    flag(u"verbose"_s, u"Also log to stderr, at debug level."_s);
    flag(u"yes"_s, u"Confirm a release; upload: send what the pre-flight warns about."_s);
    value(u"exclude"_s, u"upload, download: leave out names or paths like this (repeatable)."_s, u"PATTERN"_s);
    flag(u"no-gpu"_s, u"start: in no-GPU mode."_s);
    flag(u"include-released"_s, u"ls: released instances too."_s);
    flag(u"password-stdin"_s, u"login: read the password from standard input."_s);
    value(u"login"_s, u"login: the phone number or e-mail address."_s, u"LOGIN"_s);
    value(u"code"_s, u"login: a 2FA code or a recovery code."_s, u"CODE"_s);
    value(u"state"_s, u"wait: the state to wait for."_s, u"STATE"_s);
    value(u"timeout"_s, u"wait: give up after this many seconds (default 300)."_s, u"SECONDS"_s);
    value(u"spec"_s, u"create: a JSON file with the API's field names."_s, u"FILE"_s);
    value(u"name"_s, u"create: the name; ssh-keys add: the key's name."_s, u"NAME"_s);
    value(u"region"_s, u"create: the region."_s, u"REGION"_s);
    value(u"gpu"_s, u"create: the GPU type."_s, u"TYPE"_s);
    value(u"count"_s, u"create: how many GPUs."_s, u"N"_s);
    value(u"image"_s, u"create: the image."_s, u"IMAGE"_s);
    value(u"billing"_s, u"create: on_demand, package_daily or package_weekly."_s, u"MODE"_s);
    value(u"system-disk"_s, u"create: system disk size."_s, u"GB"_s);
    value(u"data-disk"_s, u"create: a new data disk of this size."_s, u"GB"_s);
    value(u"volume"_s, u"create: an existing volume as the data disk."_s, u"ID"_s);
    value(u"port"_s, u"create: a service port to relay (repeatable); doctor: the service to check."_s, u"PORT"_s);
    value(u"log"_s, u"doctor: the run's log file on the instance, read for why it died."_s, u"PATH"_s);
    flag(u"died"_s, u"doctor: also read why a run died (kernel log, disks), without a log file."_s);
    value(u"start-mode"_s, u"create: gpu or no_gpu."_s, u"MODE"_s);
    value(u"autostop"_s, u"create: stop when idle this long in GPU mode (30m by default), or off."_s, u"TIME|off"_s);
    value(u"idle"_s, u"autostop: how long idle in GPU mode before it stops (30m, 2h…)."_s, u"TIME"_s);
    value(u"idle-no-gpu"_s, u"autostop: the same in no-GPU mode (2h by default)."_s, u"TIME"_s);
    flag(u"off"_s, u"autostop: switch it off (a command run with --stop-when-done still stops it)."_s);
    flag(u"on"_s, u"autostop: switch it on again with its last settings."_s);
    flag(u"status"_s, u"autostop: what it sees now (the default)."_s);
    flag(u"stop-when-done"_s, u"run: stop the instance when the command ends."_s);
    value(u"grace"_s, u"run: with --stop-when-done, wait this long after it ends (5m…)."_s, u"TIME"_s);
    value(u"scopes"_s, u"tokens create: comma-separated scopes."_s, u"SCOPES"_s);
    value(u"days"_s, u"tokens create: days until it expires."_s, u"N"_s);
    value(u"phone"_s, u"register, members add: the mobile number."_s, u"PHONE"_s);
    value(u"email"_s, u"register, members add: the e-mail address."_s, u"EMAIL"_s);
    flag(u"stdin"_s, u"password: read the current and the new password from standard input."_s);
    value(u"daily"_s, u"limits, members: the daily spend limit, or off."_s, u"AMOUNT|off"_s);
    value(u"per-boot"_s, u"limits, members: the most one boot may cost, or off."_s, u"AMOUNT|off"_s);
    value(u"instance"_s, u"billing ledger: one instance's lines."_s, u"INSTANCE"_s);
    value(u"kind"_s, u"billing ledger: compute, no_gpu, storage, package, voucher or recharge."_s, u"KIND"_s);
    value(u"month"_s, u"billing ledger, export: a month in the platform's time zone."_s, u"YYYY-MM"_s);
    value(u"out"_s, u"billing export: write the CSV here instead of standard output."_s, u"FILE"_s);
    value(u"bucket"_s, u"billing usage: day or hour."_s, u"BUCKET"_s);
    value(u"group"_s, u"billing usage: instance, gpu_type or member."_s, u"GROUP"_s);
    value(u"size"_s, u"volumes create: the size."_s, u"GB"_s);
    value(u"task"_s, u"advise gpu: the kind of work."_s, u"TASK"_s);
    value(u"params"_s, u"advise gpu: model size in billions of parameters."_s, u"BILLIONS"_s);
    value(u"precision"_s, u"advise gpu: fp32, fp16, bf16, int8 or int4."_s, u"P"_s);
    value(u"context"_s, u"advise gpu: context length in tokens."_s, u"TOKENS"_s);
    value(u"batch"_s, u"advise gpu: batch size."_s, u"N"_s);
    value(u"rig"_s, u"advise buy-vs-rent: what the machine costs."_s, u"YUAN"_s);
    value(u"rent"_s, u"advise buy-vs-rent: rent per hour."_s, u"YUAN"_s);
    value(u"hours"_s, u"advise buy-vs-rent: hours of use a year."_s, u"H"_s);
    value(u"years"_s, u"advise buy-vs-rent: years kept."_s, u"N"_s);
    value(u"depreciation"_s, u"advise buy-vs-rent: value lost over the years, in percent."_s, u"PERCENT"_s);
    value(u"watts"_s, u"advise buy-vs-rent: power under load."_s, u"W"_s);
    value(u"kwh"_s, u"advise buy-vs-rent: electricity price per kWh."_s, u"YUAN"_s);
    value(u"rate"_s, u"advise package: the on-demand rate per hour."_s, u"YUAN"_s);
    value(u"discount"_s, u"advise package: the package's fraction of the on-demand price (default: the platform's)."_s,
          u"F"_s);
    value(u"period"_s, u"advise package: daily or weekly."_s, u"PERIOD"_s);
    value(u"busy-hours"_s, u"advise package: hours of use expected in the period."_s, u"H"_s);
}

Ctl::~Ctl() = default;

int Ctl::run(const QStringList &arguments)
{
    if (!m_parser.parse(arguments))
        return usage(m_parser.errorText());
    if (m_parser.isSet(u"help"_s)) {
        m_out << m_parser.helpText();
        return Ok;
    }
    if (m_parser.isSet(u"version"_s)) {
        m_out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        return Ok;
    }
    m_json = m_parser.isSet(u"json"_s);
    Logging::init({u"gpudeskctl"_s, m_parser.isSet(u"verbose"_s), {}});
    const QStringList words = m_parser.positionalArguments();
    if (words.isEmpty())
        return usage(u"no command given"_s);
    const int rc = dispatch(words);
    m_out.flush();
    m_err.flush();
    return rc;
}

int Ctl::dispatch(const QStringList &words)
{
    const QString command = words.first();
    const QStringList rest = words.mid(1);
    // What needs neither a platform nor an account.
    if (command == u"ssh-keys"_s && rest.value(0) == u"generate"_s)
        return sshKeyGenerate(rest);
    if (command == u"ssh-config"_s && rest.value(0) != u"sync"_s)
        return sshConfig(rest);
    if (command == u"advise"_s && rest.value(0) != u"gpu"_s && rest.value(0) != u"package"_s)
        return advise(rest);
    static const QStringList known{
        u"health"_s,   u"login"_s,    u"logout"_s,   u"whoami"_s,     u"balance"_s, u"cost"_s,     u"ls"_s,
        u"show"_s,     u"create"_s,   u"start"_s,    u"stop"_s,       u"release"_s, u"wait"_s,     u"events"_s,
        u"ssh-keys"_s, u"tokens"_s,   u"advise"_s,   u"ssh-config"_s, u"ssh"_s,     u"snapshot"_s, u"tunnel"_s,
        u"upload"_s,   u"download"_s, u"register"_s, u"password"_s,   u"2fa"_s,     u"logins"_s,   u"members"_s,
        u"limits"_s,   u"recharge"_s, u"billing"_s,  u"volumes"_s,    u"images"_s,  u"doctor"_s,   u"autostop"_s,
        u"run"_s,      u"gpus"_s};
    if (!known.contains(command))
        return usage(u"unknown command '%1'"_s.arg(command));
    if (const int rc = connect(); rc != Ok)
        return rc;
    if (command == u"health"_s)
        return health();
    if (command == u"login"_s)
        return login();
    if (command == u"register"_s)
        return registerAccount();
    if (command == u"advise"_s) {
        authenticate(); // the catalog's prices when logged in; the advice stands without them
        return advise(rest);
    }
    if (!authenticate()) {
        m_err << "gpudeskctl: not logged in; run `gpudeskctl login` or set GPUDESK_TOKEN\n";
        return NotAllowed;
    }
    if (command == u"logout"_s)
        return logout();
    if (command == u"whoami"_s)
        return whoami();
    if (command == u"balance"_s)
        return balance();
    if (command == u"cost"_s)
        return cost();
    if (command == u"gpus"_s)
        return gpus();
    if (command == u"ls"_s)
        return list();
    if (command == u"show"_s)
        return show(rest);
    if (command == u"create"_s)
        return create();
    if (command == u"start"_s)
        return start(rest);
    if (command == u"stop"_s)
        return stop(rest);
    if (command == u"release"_s)
        return release(rest);
    if (command == u"wait"_s)
        return wait(rest);
    if (command == u"events"_s)
        return events(rest);
    if (command == u"ssh-keys"_s)
        return sshKeys(rest);
    if (command == u"ssh-config"_s)
        return sshConfig(rest);
    if (command == u"ssh"_s)
        return sshLogin(rest);
    if (command == u"doctor"_s)
        return doctor(rest);
    if (command == u"autostop"_s)
        return autostop(rest);
    if (command == u"run"_s)
        return runCommand(rest);
    if (command == u"snapshot"_s)
        return snapshot(rest);
    if (command == u"tunnel"_s)
        return tunnel(rest);
    if (command == u"upload"_s || command == u"download"_s)
        return transfer(rest, command == u"upload"_s);
    if (command == u"password"_s)
        return password();
    if (command == u"2fa"_s)
        return twoFactor(rest);
    if (command == u"logins"_s)
        return logins();
    if (command == u"members"_s)
        return members(rest);
    if (command == u"limits"_s)
        return limits(rest);
    if (command == u"recharge"_s)
        return recharge(rest);
    if (command == u"billing"_s)
        return billing(rest);
    if (command == u"volumes"_s)
        return volumes(rest);
    if (command == u"images"_s)
        return images(rest);
    return tokens(rest);
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
    return Ok;
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

int Ctl::usage(const QString &message)
{
    m_err << "gpudeskctl: " << message << " (see gpudeskctl --help)\n";
    return Usage;
}

void Ctl::printJson(const QJsonValue &value)
{
    m_out << (value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject())).toJson();
}

std::optional<Money> Ctl::moneyOption(const QString &name, int *exit)
{
    const auto amount = currency().parse(m_parser.value(name));
    if (!amount || amount->isNegative()) {
        *exit = usage(
            u"--%1 takes an amount in %2, like 2.50 (got '%3')"_s.arg(name, currency().code(), m_parser.value(name)));
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
        m_err << "gpudeskctl: logged in, but the session could not be kept: " << error << '\n';
        return Failed;
    }
    if (m_secrets->usingFallback())
        m_err << "gpudeskctl: warning: no keychain answered (" << m_secrets->fallbackReason()
              << "); the session is kept in " << FileSecretBackend::defaultPath() << " (readable by you only)\n";
    m_platform->setToken(session.token);
    return Ok;
}

std::optional<int> Ctl::intOption(const QString &name, int min, int max, int *exit)
{
    bool ok = false;
    const int v = m_parser.value(name).toInt(&ok);
    if (!ok || v < min || v > max) {
        *exit = usage(u"--%1 takes a whole number from %2 to %3 (got '%4')"_s.arg(name).arg(min).arg(max).arg(
            m_parser.value(name)));
        return std::nullopt;
    }
    return v;
}

std::optional<Instance> Ctl::findInstance(const QString &word, int *exit, QList<Instance> *all)
{
    if (word.isEmpty()) {
        *exit = usage(u"which instance? give its id or its name"_s);
        return std::nullopt;
    }
    const auto list = awaitAnswer<InstanceList>(
        [&](QObject *c, Platform::Done<InstanceList> done) { m_platform->instances({}, false, c, std::move(done)); });
    if (!list.ok()) {
        *exit = failed(list.error(), u"listing instances"_s);
        return std::nullopt;
    }
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
        m_err << "gpudeskctl: no instance is called '" << word << "' (see gpudeskctl ls)\n";
    } else {
        QStringList ids;
        for (const Instance &i : matches)
            ids << i.id;
        *exit = Usage;
        m_err << "gpudeskctl: " << matches.size() << " instances are called '" << word
              << "'; use an id: " << ids.join(u", "_s) << '\n';
    }
    return std::nullopt;
}
