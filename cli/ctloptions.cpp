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
         u"'sandbox' for the local sandbox (default), 'runpod' for RunPod, 'vast' for Vast.ai, 'runpod+URL' or "
         "'vast+URL' for their API at another address, 'slurm+https://USER@HOST:PORT[?login=LOGIN-NODE]' for a Slurm "
         "cluster's slurmrestd (and its login node), or the URL of a platform that speaks gpudesk's API."_s,
         u"sandbox"_s},
        {u"sandbox-data"_s, u"DIR"_s, u"Data directory of the local sandbox."_s, XdgPaths::defaultSandboxDir()},
        {u"ssh-dir"_s, u"DIR"_s, u"Where your SSH files are (default: ~/.ssh, as ssh finds it)."_s},
        {u"verbose"_s, {}, u"Also log to stderr, at debug level."_s},
        {u"json"_s, {}, u"Print JSON (the platform's own shapes) instead of lines."_s},
        {u"local-port"_s, u"N"_s, u"The port on this computer (default: a free one)."_s},
        {u"markdown"_s, {}, u"A Markdown block for a README."_s},
        {u"no-include"_s, {}, u"Leave ~/.ssh/config alone."_s},
        {u"trust"_s, u"FINGERPRINT"_s, u"The jump host's key, as you checked it (SHA256:…)."_s},
        {u"upload"_s, {}, u"Also add the public key to the platform."_s},
        {u"passphrase-file"_s, u"FILE"_s, u"The key's passphrase, on the first line of this file."_s},
        {u"yes"_s, {}, u"Confirm a release; upload: send what the pre-flight warns about."_s},
        {u"exclude"_s, u"PATTERN"_s, u"Leave out names or paths like this (repeatable)."_s},
        {u"no-gpu"_s, {}, u"In no-GPU mode."_s},
        {u"include-released"_s, {}, u"Released instances too."_s},
        {u"password-stdin"_s, {}, u"Read the password (or the API key) from standard input."_s},
        {u"login"_s, u"LOGIN"_s, u"The phone number or e-mail address."_s},
        {u"code"_s, u"CODE"_s, u"A 2FA code or a recovery code."_s},
        {u"state"_s, u"STATE"_s, u"The state to wait for."_s},
        {u"timeout"_s, u"TIME"_s,
         u"Give up after this long: wait takes seconds (300 by default), watch-stock seconds or a unit (30m, 2h; 2h "
         u"by default)."_s},
        {u"clean"_s, {}, u"Empty pip's and conda's caches and remove __pycache__ and *.log first (images save)."_s},
        {u"create-from"_s, u"FILE"_s, u"A JSON file with the API's field names: the instance to make once found."_s},
        {u"spec"_s, u"FILE"_s, u"A JSON file with the API's field names."_s},
        {u"name"_s, u"NAME"_s, u"The name."_s},
        {u"region"_s, u"REGION"_s, u"The region."_s},
        {u"gpu"_s, u"TYPE"_s, u"The GPU type."_s},
        {u"count"_s, u"N"_s, u"How many GPUs (create, offers); how many samples (monitor)."_s},
        {u"interval"_s, u"SECONDS"_s, u"Seconds between two samples (default 2)."_s},
        {u"time"_s, u"TIME"_s,
         u"How long a cluster's job may run (90m, 2h, 1h30m); the partition's default if not given."_s},
        {u"offer"_s, u"ID"_s, u"A machine's offer on a marketplace (gpudeskctl offers lists them)."_s},
        {u"disk"_s, u"GB"_s, u"The instance's disk on a marketplace machine."_s},
        {u"max-price"_s, u"AMOUNT"_s, u"The most an hour, all its cards together."_s},
        {u"min-reliability"_s, u"SHARE"_s,
         u"Hosts up at least this share of the time, 0 to 1 (default %1)."_s.arg(OfferQuery::kStudentsFloor)},
        {u"image"_s, u"IMAGE"_s, u"The image."_s},
        {u"billing"_s, u"MODE"_s, u"on_demand, package_daily or package_weekly."_s},
        {u"system-disk"_s, u"GB"_s, u"System disk size."_s},
        {u"data-disk"_s, u"GB"_s, u"A new data disk of this size."_s},
        {u"volume"_s, u"ID"_s, u"An existing volume as the data disk; offers: only its machine's."_s},
        {u"port"_s, u"PORT"_s, u"create: a service port to relay (repeatable); doctor: the service to check."_s},
        {u"log"_s, u"PATH"_s, u"The run's log file on the instance, read for why it died."_s},
        {u"died"_s, {}, u"Also read why a run died (kernel log, disks), without a log file."_s},
        {u"start-mode"_s, u"MODE"_s, u"gpu or no_gpu."_s},
        {u"autostop"_s, u"TIME|off"_s, u"Stop when idle this long in GPU mode (30m by default), or off."_s},
        {u"idle"_s, u"TIME"_s, u"How long idle in GPU mode before it stops (30m, 2h…)."_s},
        {u"idle-no-gpu"_s, u"TIME"_s, u"The same in no-GPU mode (2h by default)."_s},
        {u"off"_s, {}, u"Switch it off (a command run with --stop-when-done still stops it)."_s},
        {u"on"_s, {}, u"Switch it on again with its last settings."_s},
        {u"status"_s, {}, u"What it sees now (the default)."_s},
        {u"stop-when-done"_s, {}, u"Stop the instance when the command ends."_s},
        {u"grace"_s, u"TIME"_s,
         u"With --stop-when-done, wait this long after it ends (5m…); for tokens rotate, how long the old secret "
         u"goes on (1h…)."_s},
        {u"scopes"_s, u"SCOPES"_s, u"Comma-separated scopes: read, instances, billing, keys."_s},
        {u"days"_s, u"N"_s, u"Days until it expires."_s},
        {u"phone"_s, u"PHONE"_s, u"The mobile number."_s},
        {u"email"_s, u"EMAIL"_s, u"The e-mail address."_s},
        {u"stdin"_s, {}, u"Read the current and the new password from standard input."_s},
        {u"daily"_s, u"AMOUNT|off"_s, u"The daily spend limit, or off."_s},
        {u"per-boot"_s, u"AMOUNT|off"_s, u"The most one boot may cost, or off."_s},
        {u"instance"_s, u"INSTANCE"_s, u"One instance's lines."_s},
        {u"kind"_s, u"KIND"_s, u"compute, no_gpu, storage, package, voucher or recharge."_s},
        {u"month"_s, u"YYYY-MM"_s, u"A month in the platform's time zone."_s},
        {u"title"_s, u"NAME"_s, u"Whom an invoice is made out to (a person's or a company's name)."_s},
        {u"tax-id"_s, u"NUMBER"_s, u"A company's tax number, for its invoice."_s},
        {u"format"_s, u"FORMAT"_s, u"A webhook's message format: json, feishu, dingtalk, wecom, slack or ntfy."_s},
        {u"events"_s, u"E,E"_s, u"A webhook's events, separated by commas (all of them when left out)."_s},
        {u"below"_s, u"AMOUNT"_s, u"Warn by webhook when the balance is under this."_s},
        {u"out"_s, u"FILE"_s, u"Write the CSV here instead of standard output."_s},
        {u"bucket"_s, u"BUCKET"_s, u"day or hour."_s},
        {u"group"_s, u"GROUP"_s, u"instance, gpu_type or member."_s},
        {u"size"_s, u"GB"_s, u"The size."_s},
        {u"task"_s, u"TASK"_s, u"The kind of work: preprocess, inference, lora, full or serving."_s},
        {u"params"_s, u"BILLIONS"_s, u"Model size in billions of parameters."_s},
        {u"precision"_s, u"P"_s, u"fp32, fp16, bf16, int8 or int4."_s},
        {u"context"_s, u"TOKENS"_s, u"Context length in tokens."_s},
        {u"batch"_s, u"N"_s, u"Batch size."_s},
        {u"rig"_s, u"AMOUNT"_s, u"What the machine costs."_s},
        {u"rent"_s, u"PER_HOUR"_s, u"Rent per hour."_s},
        {u"hours"_s, u"PER_YEAR"_s, u"Hours of use a year."_s},
        {u"years"_s, u"N"_s, u"Years kept."_s},
        {u"depreciation"_s, u"PERCENT"_s, u"Value lost over the years, in percent."_s},
        {u"watts"_s, u"W"_s, u"Power under load."_s},
        {u"kwh"_s, u"PER_KWH"_s, u"Electricity price per kWh."_s},
        {u"rate"_s, u"PER_HOUR"_s, u"The on-demand rate per hour."_s},
        {u"discount"_s, u"F"_s, u"The package's fraction of the on-demand price (default: the platform's)."_s},
        {u"period"_s, u"PERIOD"_s, u"daily or weekly."_s},
        {u"busy-hours"_s, u"H"_s, u"Hours of use expected in the period."_s},
    };
    return all;
}
