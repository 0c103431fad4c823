// gpudeskctl's options: every one a command may take, with the value it takes and what it does.
#include "cli/ctl.h"

#include "common/xdgpaths.h"
#include "core/model/catalog.h"
#include "core/platforms/platformaddress.h"

using namespace Qt::StringLiterals;

const QStringList &Ctl::globalOptions()
{
    static const QStringList names{u"platform"_s, u"sandbox-data"_s, u"ssh-dir"_s,
                                   u"verbose"_s,  u"help"_s,         u"version"_s};
    return names;
}

const QList<CtlOption> &Ctl::options()
{
    static const QList<CtlOption> all{
        {u"platform"_s, PlatformAddress::words(),
         QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "'sandbox' for the local sandbox (default), 'runpod' for RunPod, 'vast' for Vast.ai, 'runpod+URL' or "
             "'vast+URL' for their API at another address, 'slurm+https://USER@HOST:PORT[?login=LOGIN-NODE]' for a "
             "Slurm "
             "cluster's slurmrestd (and its login node), or the URL of a platform that speaks gpudesk's API.")),
         u"sandbox"_s},
        {u"sandbox-data"_s, u"DIR"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Data directory of the local sandbox.")),
         XdgPaths::defaultSandboxDir()},
        {u"ssh-dir"_s, u"DIR"_s,
         QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "Where your SSH files are (default: ~/.ssh, as ssh finds it)."))},
        {u"verbose"_s, {}, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Also log to stderr, at debug level."))},
        {u"json"_s,
         {},
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Print JSON (the platform's own shapes) instead of lines."))},
        {u"local-port"_s, u"N"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "The port on this computer (default: a free one)."))},
        {u"markdown"_s, {}, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "A Markdown block for a README."))},
        {u"no-include"_s, {}, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Leave ~/.ssh/config alone."))},
        {u"trust"_s, u"FINGERPRINT"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "The jump host's key, as you checked it (SHA256:…)."))},
        {u"upload"_s, {}, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Also add the public key to the platform."))},
        {u"passphrase-file"_s, u"FILE"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "The key's passphrase, on the first line of this file."))},
        {u"yes"_s,
         {},
         QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "Confirm a release; upload: send what the pre-flight warns about."))},
        {u"exclude"_s, u"PATTERN"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Leave out names or paths like this (repeatable)."))},
        {u"reread"_s,
         {},
         QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "Check what arrived by reading it back from the instance's disk, not only as it was written "
             "(slower)."))},
        {u"no-gpu"_s, {}, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "In no-GPU mode."))},
        {u"include-released"_s, {}, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Released instances too."))},
        {u"password-stdin"_s,
         {},
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Read the password (or the API key) from standard input."))},
        {u"login"_s, u"LOGIN"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "The phone number or e-mail address."))},
        {u"code"_s, u"CODE"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "A 2FA code or a recovery code."))},
        {u"state"_s, u"STATE"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "The state to wait for."))},
        {u"timeout"_s, u"TIME"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "Give up after this long: wait takes seconds (300 by default), watch-stock seconds or a unit (30m, 2h; 2h "
             "by default)."))},
        {u"clean"_s,
         {},
         QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp", "Empty pip's and conda's caches and remove __pycache__ and *.log first (images save)."))},
        {u"create-from"_s, u"FILE"_s,
         QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "A JSON file with the API's field names: the instance to make once found."))},
        {u"spec"_s, u"FILE"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "A JSON file with the API's field names."))},
        {u"name"_s, u"NAME"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "The name."))},
        {u"cpus"_s, u"N"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp", "The cores wanted with the cards, where the platform rents a card in sizes (create)."))},
        {u"memory"_s, u"GB"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp", "The memory wanted with the cards and cores, where a size comes with several (create)."))},
        {u"description"_s, u"TEXT"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "What it is for (team create)."))},
        {u"amount"_s, u"AMOUNT"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "An amount of money (team give, team take-back)."))},
        {u"region"_s, u"REGION"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "The region."))},
        {u"gpu"_s, u"TYPE"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "The GPU type."))},
        {u"count"_s, u"N"_s,
         QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "How many GPUs (create, offers); how many samples (monitor)."))},
        {u"interval"_s, u"SECONDS"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Seconds between two samples (default 2)."))},
        {u"time"_s, u"TIME"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp", "How long a cluster's job may run (90m, 2h, 1h30m); the partition's default if not given."))},
        {u"offer"_s, u"ID"_s,
         QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "A machine's offer on a marketplace (gpudeskctl offers lists them)."))},
        {u"disk"_s, u"GB"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "The instance's disk on a marketplace machine."))},
        {u"max-price"_s, u"AMOUNT"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "The most an hour, all its cards together."))},
        {u"min-reliability"_s, u"SHARE"_s,
         u"Hosts up at least this share of the time, 0 to 1 (default %1)."_s.arg(OfferQuery::kStudentsFloor)},
        {u"image"_s, u"IMAGE"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "The image."))},
        {u"billing"_s, u"MODE"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp", "on_demand, package_daily, package_weekly or package_monthly (where the platform sells it)."))},
        {u"system-disk"_s, u"GB"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "System disk size."))},
        {u"data-disk"_s, u"GB"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "A new data disk of this size."))},
        {u"volume"_s, u"ID"_s,
         QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "An existing volume as the data disk; offers: only its machine's."))},
        {u"port"_s, u"PORT"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp", "create: a service port to relay (repeatable); doctor: the service to check."))},
        {u"log"_s, u"PATH"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "The run's log file on the instance, read for why it died."))},
        {u"died"_s,
         {},
         QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "Also read why a run died (kernel log, disks), without a log file."))},
        {u"start-mode"_s, u"MODE"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "gpu or no_gpu."))},
        {u"autostop"_s, u"TIME|off"_s,
         QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "Stop when idle this long in GPU mode (30m by default), or off."))},
        {u"idle"_s, u"TIME"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "How long idle in GPU mode before it stops (30m, 2h…)."))},
        {u"idle-no-gpu"_s, u"TIME"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "The same in no-GPU mode (2h by default)."))},
        {u"off"_s,
         {},
         QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "Switch it off (a command run with --stop-when-done still stops it)."))},
        {u"on"_s, {}, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Switch it on again with its last settings."))},
        {u"status"_s, {}, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "What it sees now (the default)."))},
        {u"in"_s, u"TIME"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "How long from now the platform stops it (45m, 2h, 1h30m)."))},
        {u"at"_s, u"TIME"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "When the platform stops it (2026-12-08T07:30:00Z)."))},
        {u"cancel"_s, {}, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Remove the stop scheduled."))},
        {u"stop-key"_s, u"PUBLIC_KEY"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp",
                                             "A key pair for the agent on the instance (its private key is "
                                             "asked), where the platform gives the instance none."))},
        {u"stop-when-done"_s,
         {},
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Stop the instance when the command ends."))},
        {u"grace"_s, u"TIME"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "With --stop-when-done, wait this long after it ends (5m…); for tokens rotate, how long the old secret "
             "goes on (1h…)."))},
        {u"scopes"_s, u"SCOPES"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Comma-separated scopes: read, instances, billing, keys."))},
        {u"days"_s, u"N"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Days until it expires."))},
        {u"phone"_s, u"PHONE"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "The mobile number."))},
        {u"email"_s, u"EMAIL"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "The e-mail address."))},
        {u"stdin"_s,
         {},
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Read the current and the new password from standard input."))},
        {u"daily"_s, u"AMOUNT|off"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "The daily spend limit, or off."))},
        {u"per-boot"_s, u"AMOUNT|off"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "The most one boot may cost, or off."))},
        {u"instance"_s, u"INSTANCE"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "One instance's lines."))},
        {u"kind"_s, u"KIND"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "compute, no_gpu, storage, package, voucher or recharge."))},
        {u"month"_s, u"YYYY-MM"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "A month in the platform's time zone."))},
        {u"title"_s, u"NAME"_s,
         QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "Whom an invoice is made out to (a person's or a company's name)."))},
        {u"tax-id"_s, u"NUMBER"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "A company's tax number, for its invoice."))},
        {u"format"_s, u"FORMAT"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp", "A webhook's message format: json, feishu, dingtalk, wecom, slack or ntfy."))},
        {u"events"_s, u"E,E"_s,
         QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "A webhook's events, separated by commas (all of them when left out)."))},
        {u"below"_s, u"AMOUNT"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Warn by webhook when the balance is under this."))},
        {u"out"_s, u"FILE"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Write the CSV here instead of standard output."))},
        {u"bucket"_s, u"BUCKET"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "day or hour."))},
        {u"group"_s, u"GROUP"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "instance, gpu_type or member."))},
        {u"size"_s, u"GB"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "The size."))},
        {u"task"_s, u"TASK"_s,
         QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "The kind of work: preprocess, inference, lora, full or serving."))},
        {u"params"_s, u"BILLIONS"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Model size in billions of parameters."))},
        {u"precision"_s, u"P"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "fp32, fp16, bf16, int8 or int4."))},
        {u"context"_s, u"TOKENS"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Context length in tokens."))},
        {u"batch"_s, u"N"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Batch size."))},
        {u"rig"_s, u"AMOUNT"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "What the machine costs."))},
        {u"rent"_s, u"PER_HOUR"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Rent per hour."))},
        {u"hours"_s, u"PER_YEAR"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Hours of use a year."))},
        {u"years"_s, u"N"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Years kept."))},
        {u"depreciation"_s, u"PERCENT"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Value lost over the years, in percent."))},
        {u"watts"_s, u"W"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Power under load."))},
        {u"kwh"_s, u"PER_KWH"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Electricity price per kWh."))},
        {u"rate"_s, u"PER_HOUR"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "The on-demand rate per hour."))},
        {u"discount"_s, u"F"_s,
         QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "The package's fraction of the on-demand price (default: the platform's)."))},
        {u"period"_s, u"PERIOD"_s, QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "daily or weekly."))},
        {u"busy-hours"_s, u"H"_s,
         QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "Hours of use expected in the period."))},
    };
    return all;
}
