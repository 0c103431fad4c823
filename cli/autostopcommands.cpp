// gpudeskctl autostop and run: the instance's autostop agent from a terminal.
#include "cli/autostopcommands.h"

#include <QCoreApplication>

#include "core/billing/bootlimit.h"

#include "cli/terminalprompt.h"
#include "core/api/awaitanswer.h"
#include "core/autostop/autostopscript.h"
#include "core/autostop/autostopstate.h"
#include "core/ssh/startupscript.h"

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

QString describe(const AutostopState::Activity &a)
{
    if (a.signal == u"gpu"_s)
        return QCoreApplication::translate("Ctl", "GPU %1% with %2 process(es)").arg(a.util).arg(a.processes);
    if (a.signal == u"starved"_s)
        return QCoreApplication::translate(
                   "Ctl", "GPU memory held at %1% use (starved, not idle: DataLoader workers? prefetch?)")
            .arg(a.util);
    if (a.signal == u"sessions"_s)
        return QCoreApplication::translate("Ctl", "%1 SSH session(s)").arg(a.count);
    if (a.signal == u"connections"_s) {
        QStringList ports;
        for (int p : a.ports)
            ports << QString::number(p);
        return QCoreApplication::translate("Ctl", "connections to port(s) %1").arg(ports.join(u", "_s));
    }
    if (a.signal == u"transfers"_s)
        return QCoreApplication::translate("Ctl", "%1 gpudesk transfer(s)").arg(a.count);
    if (a.signal == u"cpu"_s)
        return (a.gpuIdle ? QCoreApplication::translate("Ctl", "CPU %1% with the GPU idle (no-GPU mode costs less)")
                          : QCoreApplication::translate("Ctl", "CPU %1%"))
            .arg(a.percent);
    if (a.signal == u"jobs"_s)
        return QCoreApplication::translate("Ctl", "running: %1").arg(a.names.join(u", "_s));
    if (a.signal == u"hold"_s)
        return QCoreApplication::translate("Ctl", "kept running");
    return a.signal;
}

QString settingsLine(const AutostopSettings &s)
{
    if (!s.enabled)
        return u"off"_s;
    return QCoreApplication::translate("Ctl", "on: stops after %1 idle in GPU mode, %2 in no-GPU mode")
        .arg(AutostopSettings::durationText(s.gpuIdleMinutes), AutostopSettings::durationText(s.noGpuIdleMinutes));
}

} // namespace

QList<CtlCommand> AutostopCommands::table()
{
    return {
        {.path = {u"autostop"_s},
         .arguments = u"INSTANCE"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "stop it by itself once nothing uses it")),
         .details = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "No GPU work, SSH session, tunnel or service connection, transfer or busy CPU for TIME: on by default, "
             "30m in GPU mode, 2h in no-GPU mode. --status (the default) says armed, idle since …, stopping at … or "
             "off, with its last decisions; --idle and --idle-no-gpu set the times, --off and --on switch it.")),
         .options
         = QStringList{u"idle"_s, u"idle-no-gpu"_s, u"off"_s, u"on"_s, u"status"_s, u"stop-key"_s, u"password-stdin"_s}
             + CtlSshAccess::options(),
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Instance},
         .run = &CtlGroup::run<AutostopCommands, &AutostopCommands::autostop>},
        {.path = {u"run"_s},
         .arguments = u"INSTANCE -- COMMAND..."_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "run COMMAND in tmux on the instance")),
         .details = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "Attach with tmux attach -t gpudesk-job-…; --stop-when-done stops the instance when it ends (after "
             "--grace).")),
         .options = QStringList{u"stop-when-done"_s, u"grace"_s} + CtlSshAccess::options(),
         .needs = Needs::Login,
         .words = {Word::Instance, Word::Other},
         .run = &CtlGroup::run<AutostopCommands, &AutostopCommands::run>},
    };
}

CtlExit AutostopCommands::giveStopKey(const Instance &instance)
{
    AgentKeys *keys = m_ctx.need<AgentKeys>();
    if (!keys)
        return Failed;
    if (instance.state.value() != InstanceState::Running)
        return m_ctx.fail(
            QCoreApplication::translate("Ctl", "%1 is not running: the key goes onto it over SSH; start it first")
                .arg(instance.name));
    const QString publicKey = m_ctx.value(u"stop-key"_s).trimmed();
    // Typed without echo, or the next line of a pipe.
    const bool typed = ::isatty(STDIN_FILENO) && !m_ctx.isSet(u"password-stdin"_s);
    const QString privateKey
        = TerminalPrompt::secretLine(typed ? QCoreApplication::translate("Ctl", "Its private key: ") : QString(), m_err)
              .trimmed();
    const auto file = awaitAnswer<AgentKeys::KeyFile>([&](QObject *c, PlatformFacet::Done<AgentKeys::KeyFile> done) {
        keys->agentKeyFile(instance.id, publicKey, privateKey, c, std::move(done));
    });
    if (!file.ok())
        return m_ctx.failed(file.error(), u"checking the key for "_s + instance.name);
    const auto done = m_ssh.run(instance.id, AutostopScript::agentKeyCommand(file.value().path, file.value().contents));
    if (!done)
        return done.exit();
    if (done->exitStatus != 0)
        return m_ctx.fail(QCoreApplication::translate("Ctl", "the key could not be put on %1: %2")
                              .arg(instance.name, QString::fromUtf8(done->out + done->err).trimmed()));
    m_out << QCoreApplication::translate("Ctl",
                                         "%1: its autostop agent keeps the platform's stop with that key from now on, "
                                         "with the console closed too")
                 .arg(instance.name)
          << '\n';
    return Ok;
}

CtlExit AutostopCommands::autostop(const QStringList &words)
{
    if (words.size() != 1)
        return m_ctx.usage(
            QT_TRANSLATE_NOOP("CtlHelp", "autostop needs one instance, e.g. autostop my-run --idle 30m"));
    const auto instance = m_ctx.findInstance(words.first());
    if (!instance)
        return instance.exit();
    if (m_ctx.isSet(u"stop-key"_s))
        return giveStopKey(*instance);
    BootScripts *hook = m_ctx.platform().facet<BootScripts>();
    if (!hook)
        return m_ctx.fail(
            QCoreApplication::translate("Ctl",
                                        "this platform runs no startup scripts, so gpudeskctl cannot install "
                                        "autostop on %1 for every boot")
                .arg(instance->name));
    const bool running = instance->state.value() == InstanceState::Running;
    const AutostopScript::Parts parts = AutostopScript::split(instance->startupScript.value_or(QString()));
    const bool change
        = m_ctx.isSet(u"idle"_s) || m_ctx.isSet(u"idle-no-gpu"_s) || m_ctx.isSet(u"off"_s) || m_ctx.isSet(u"on"_s);
    if (m_ctx.isSet(u"off"_s) && (m_ctx.isSet(u"on"_s) || m_ctx.isSet(u"idle"_s)))
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "--off goes alone (--idle and --on switch it on)"));
    if (change) {
        AutostopSettings s = parts.autostop.value_or(AutostopSettings());
        s.enabled = !m_ctx.isSet(u"off"_s);
        for (const auto &[option, field] :
             {std::pair{u"idle"_s, &s.gpuIdleMinutes}, {u"idle-no-gpu"_s, &s.noGpuIdleMinutes}}) {
            if (!m_ctx.isSet(option))
                continue;
            const auto minutes = AutostopSettings::parseDuration(m_ctx.value(option));
            if (!minutes)
                return m_ctx.usage(
                    QCoreApplication::translate(
                        "CtlHelp", "--%1 is a time from 1 minute to a week, like 30m, 2h or 1h30m (got '%2')")
                        .arg(option, m_ctx.value(option)));
            *field = *minutes;
        }
        const QString script = AutostopScript::compose(parts.userScript, s);
        if (script.toUtf8().size() > StartupScript::kMaxBytes)
            return m_ctx.usage(QT_TRANSLATE_NOOP(
                "CtlHelp",
                "the startup script with autostop would be over the platform's 64 KiB; shorten your own "
                "part first"));
        const auto r = awaitAnswer<Instance>([&](QObject *c, Platform::Done<Instance> done) {
            hook->setStartupScript(instance->id, script, c, std::move(done));
        });
        if (!r.ok())
            return m_ctx.failed(r.error(), u"saving the startup script of "_s + instance->name);
        m_out << QCoreApplication::translate("Ctl", "%1: autostop %2").arg(instance->name, settingsLine(s)) << '\n';
        if (!s.enabled && instance->meter.ratePerHour > Money())
            m_out << "  "
                  << QCoreApplication::translate("Ctl", "a night forgotten (12 h) now costs %1 at %2/h")
                         .arg(m_ctx.money(instance->meter.ratePerHour * 12), m_ctx.money(instance->meter.ratePerHour))
                  << '\n';
        if (!running) {
            m_out << "  " << QCoreApplication::translate("Ctl", "from its next boot on") << '\n';
            return Ok;
        }
        // This boot too: the block installs (or updates) the agent and its settings, and starts
        // it if none runs.
        const auto done = m_ssh.run(instance->id, AutostopScript::installCommand(s));
        if (!done)
            return done.exit();
        if (done->exitStatus != 0)
            return m_ctx.fail(QCoreApplication::translate(
                                  "Ctl", "the change is saved for the next boots, but this boot did not take it: %1")
                                  .arg(QString::fromUtf8(done->out + done->err).trimmed()));
        m_out << "  " << QCoreApplication::translate("Ctl", "from now on (and at every boot)") << '\n';
        return Ok;
    }
    if (!running) {
        if (parts.autostop)
            m_out << QCoreApplication::translate("Ctl", "%1: %2; autostop %3 from its next boot")
                         .arg(instance->name, instance->state.wire(), settingsLine(*parts.autostop))
                  << '\n';
        else
            m_out << QCoreApplication::translate("Ctl", "%1: %2; autostop not installed from its next boot")
                         .arg(instance->name, instance->state.wire())
                  << '\n';
        return Ok;
    }
    const auto out = m_ssh.run(instance->id, AutostopScript::agentCommand({u"status"_s, u"--json"_s}));
    if (!out)
        return out.exit();
    if (out->exitStatus != 0)
        return m_ctx.fail(
            QCoreApplication::translate(
                "Ctl", "%1 has no autostop agent in this boot (switch it on: gpudeskctl autostop %2 --idle 30m)")
                .arg(instance->name, instance->id));
    QString error;
    const auto state = AutostopState::fromJson(out->out, &error);
    if (!state)
        return m_ctx.fail(error);
    if (m_ctx.json()) {
        m_out << out->out;
        return Ok;
    }
    const QTimeZone zone = m_ctx.billingZone();
    const auto when = [&](const std::optional<QDateTime> &t) {
        return t ? t->toTimeZone(zone).toString(u"yyyy-MM-dd HH:mm:ss"_s) : u"?"_s;
    };
    const bool jobs = state->has(u"jobs"_s);
    if (!state->settings.enabled && !jobs && !state->stopAt)
        m_out << "off\n";
    else if (state->status == AutostopState::Status::NotRunning)
        m_out << QCoreApplication::translate("Ctl", "not watching yet (see ~/.gpudesk/autostop.log on the instance)")
              << '\n';
    else if (state->stopAt)
        m_out << QCoreApplication::translate("Ctl", "stopping at %1").arg(when(state->stopAt)) << '\n'
              << QCoreApplication::translate("Ctl", "idle since %1").arg(when(state->lastActive)) << '\n';
    else if (state->status == AutostopState::Status::Idle)
        m_out << QCoreApplication::translate("Ctl", "idle since %1").arg(when(state->lastActive)) << '\n';
    else {
        QStringList what;
        for (const auto &a : state->active)
            what << describe(a);
        m_out << QCoreApplication::translate("Ctl", "armed: in use (%1)").arg(what.join(u"; "_s)) << '\n';
    }
    m_out << "settings: " << settingsLine(state->settings) << '\n';
    if (!state->decisions.isEmpty()) {
        m_out << QCoreApplication::translate("Ctl",
                                             "last decisions (~/.gpudesk/autostop.log on the instance has them all):")
              << '\n';
        for (const auto &d : state->decisions.mid(std::max<qsizetype>(0, state->decisions.size() - 5)))
            m_out << "  " << when(d.at) << "  " << d.what << (d.why.isEmpty() ? QString() : u": "_s + d.why) << '\n';
    }
    return Ok;
}

CtlExit AutostopCommands::run(const QStringList &words)
{
    if (words.size() < 2)
        return m_ctx.usage(QT_TRANSLATE_NOOP(
            "CtlHelp", "run needs an instance and a command, e.g. run my-run --stop-when-done -- python train.py"));
    QStringList args{u"run"_s};
    if (m_ctx.isSet(u"stop-when-done"_s)) {
        int grace = 0;
        if (m_ctx.isSet(u"grace"_s)) {
            const auto minutes = AutostopSettings::parseDuration(m_ctx.value(u"grace"_s));
            if (!minutes && m_ctx.value(u"grace"_s).trimmed() != u"0"_s)
                return m_ctx.usage(QCoreApplication::translate("CtlHelp", "--grace is a time like 5m or 1h (got '%1')")
                                       .arg(m_ctx.value(u"grace"_s)));
            grace = minutes.value_or(0);
        }
        args << u"--grace"_s << QString::number(grace);
    } else {
        if (m_ctx.isSet(u"grace"_s))
            return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "--grace goes with --stop-when-done"));
        args << u"--keep"_s;
    }
    const auto instance = m_ctx.findInstance(words.first());
    if (!instance)
        return instance.exit();
    args << u"--"_s << words.mid(1);
    // An unverified account's boot is stopped after a few hours, whatever runs: said before it runs.
    if (instance->startedAt) {
        const auto account = awaitAnswer<Account>(
            [&](QObject *c, Platform::Done<Account> done) { m_ctx.platform().account(c, std::move(done)); });
        if (account.ok())
            if (const QString limit = BootLimit::beforeStart(account.value(), *instance->startedAt); !limit.isEmpty())
                m_err << "gpudeskctl: " << limit << '\n';
    }
    const QByteArray command = AutostopScript::runJobCommand(instance->startupScript.value_or(QString()), args);
    const auto out = m_ssh.run(instance->id, command);
    if (!out)
        return out.exit();
    m_out << out->out;
    m_err << out->err;
    return out->exitStatus == 0 ? Ok : Failed;
}
