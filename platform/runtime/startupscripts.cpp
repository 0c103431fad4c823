#include "platform/runtime/startupscripts.h"

#include "common/rfc3339.h"
#include "platform/runtime/disks.h"
#include "platform/runtime/processtable.h"
#include "platform/runtime/runtimefiles.h"
#include "platform/runtime/sshruntime.h"

#include <QFile>
#include <QFileInfo>
#include <QProcessEnvironment>

#include <spdlog/spdlog.h>

#include <pwd.h>
#include <signal.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using RuntimeFiles::kPrivate;
using RuntimeFiles::shellQuoted;

namespace {

/// Writes a file of the runtime's. Not synced to disk: a burst of boots should not queue a burst
/// of syncs in front of the database's commits, and a power cut takes the processes these files
/// describe with it.
bool writeFile(const QString &path, const QByteArray &content, QFileDevice::Permissions permissions, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(content) != content.size()) {
        *error = u"cannot write "_s + path + u": "_s + file.errorString();
        return false;
    }
    file.close();
    QFile::setPermissions(path, permissions);
    return true;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed() : QByteArray();
}

constexpr QFileDevice::Permissions kOwnerExecutable = kPrivate | QFileDevice::ExeOwner;

QString directoryOf(const RuntimeTarget &t)
{
    return t.directory + u"/startup"_s;
}

/// The process group of a runner, to end as a whole: its own (it leads a session of its own),
/// never the sandbox's; 0 when it has none apart.
qint64 groupOf(qint64 pid)
{
    const pid_t group = ::getpgid(pid_t(pid));
    return group > 0 && group != ::getpgrp() ? group : 0;
}

/// Whether `pid` is the runner in `dir` (a pid may have been reused by anything since).
bool runsRunner(qint64 pid, const QString &dir)
{
    return ProcessTable::alive(pid) && ProcessTable::commandLine(pid).contains(QString(dir + u"/run"_s).toUtf8());
}

/// The exit status the runner wrote for `boot` ("BOOT STATUS"), if it has.
std::optional<int> exitStatus(const QString &dir, qint64 boot)
{
    const QList<QByteArray> fields = readFile(dir + u"/exit"_s).split(' ');
    bool ok = false;
    const int status = fields.value(1).toInt(&ok);
    if (fields.size() != 2 || fields[0].toLongLong() != boot || !ok)
        return std::nullopt;
    return status;
}

/// The runner: the script under bash, its output appended to the log after a header for the
/// boot, then its exit status written where the runtime looks for it (whole, by a rename). Run
/// through the session wrapper, so HOME, PATH and the session marker are an SSH session's.
QByteArray runner(const RuntimeTarget &t, const QString &dir, bool again)
{
    static const QString kRunner = uR"(#!/bin/bash
# gpudesk-sandbox: instance %1's startup script at one boot, run through the session wrapper as
# an SSH session is; rewritten at every boot.
log="$HOME/.gpudesk/startup.log"
mkdir -p "$HOME/.gpudesk"
printf '==== gpudesk startup script: boot %2, started %3%8 ====\n' >> "$log"
/bin/bash %4 < /dev/null >> "$log" 2>&1
status=$?
printf '==== exited with status %s ====\n' "$status" >> "$log"
printf '%5 %s\n' "$status" > %6 && mv -f %6 %7
)"_s;
    // One pass over the template: what is put in is never read for placeholders again.
    return kRunner
        .arg(QString::number(t.instanceId), QString::number(t.bootNumber), Rfc3339::formatSeconds(t.boot),
             shellQuoted(dir + u"/script"_s), QString::number(t.boot), shellQuoted(dir + u"/exit.part"_s),
             shellQuoted(dir + u"/exit"_s), again ? u" (again: the sandbox started again)"_s : QString())
        .toUtf8();
}

/// What an SSH session starts with before the wrapper (sshd's environment for a login), so a
/// script sees the same whether it runs at boot or by hand, and nothing of the sandbox's own.
QProcessEnvironment sessionEnvironment(const RuntimeTarget &t, const QString &command)
{
    QProcessEnvironment env;
    const QString user = SshRuntime::loginUser();
    env.insert(u"USER"_s, user);
    env.insert(u"LOGNAME"_s, user);
    env.insert(u"HOME"_s, t.home);
    const passwd *pw = ::getpwuid(::geteuid());
    env.insert(u"SHELL"_s, pw && pw->pw_shell && *pw->pw_shell ? QString::fromLocal8Bit(pw->pw_shell) : u"/bin/sh"_s);
    env.insert(u"PATH"_s, u"/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"_s);
    env.insert(u"LANG"_s, u"C.UTF-8"_s);
    env.insert(u"SSH_ORIGINAL_COMMAND"_s, command);
    return env;
}

} // namespace

QString StartupScripts::logPath(const QString &home)
{
    return home + u"/.gpudesk/startup.log"_s;
}

void StartupScripts::endOutdated(const QList<RuntimeTarget> &targets)
{
    QList<qint64> groups;
    for (const RuntimeTarget &t : targets) {
        adopt(t); // a script a killed sandbox left runs on until it is found
        const auto it = m_running.constFind(t.instanceId);
        if (t.released) {
            m_handled.remove(t.instanceId);
            m_known.remove(t.instanceId);
        }
        if (it == m_running.cend() || (t.up && it->boot == t.boot))
            continue;
        // A stopped machine runs nothing, its boot script included (the SSH runtime ends the rest
        // of what its sessions started).
        spdlog::info("instance {}: the startup script of boot {} ends with the boot", t.instanceId, it->bootNumber);
        groups << it->group;
        QFile::remove(it->dir + u"/pid"_s);
        m_running.erase(it);
    }
    endGroups(groups);
}

QList<StartupScriptReport> StartupScripts::startDue(const QList<RuntimeTarget> &targets)
{
    for (const RuntimeTarget &t : targets)
        adopt(t);
    QList<StartupScriptReport> reports = std::exchange(m_adopted, {});
    for (const RuntimeTarget &t : targets) {
        if (!t.up || !t.running || m_handled.value(t.instanceId) == t.boot)
            continue;
        // Recorded before anything runs: a boot's script runs once, whatever comes after (a
        // change of the script, a restarted sandbox).
        const QString dir = directoryOf(t);
        QString error;
        m_handled.insert(t.instanceId, t.boot);
        if (!Disks::create(dir, &error)
            || !writeFile(dir + u"/boot"_s, QByteArray::number(t.boot) + ' ' + QByteArray::number(t.bootNumber) + '\n',
                          kPrivate, &error)) {
            spdlog::warn("instance {}: {}", t.instanceId, error.toStdString());
            if (!t.startupScript.isEmpty())
                reports << StartupScriptReport{t.instanceId, t.boot,
                                               t.bootNumber, true,
                                               std::nullopt, u"The startup script did not run: "_s + error};
            continue;
        }
        if (!t.startupScript.isEmpty())
            reports << launch(t, dir, m_again.contains(t.instanceId));
        m_again.remove(t.instanceId);
    }
    return reports;
}

void StartupScripts::adopt(const RuntimeTarget &t)
{
    if (m_known.contains(t.instanceId))
        return;
    m_known.insert(t.instanceId);
    const QString dir = directoryOf(t);
    // "BOOT NUMBER": the platform second the boot began, and which boot it was.
    const QList<QByteArray> handled = readFile(dir + u"/boot"_s).split(' ');
    bool ok = false;
    const qint64 boot = handled.value(0).toLongLong(&ok);
    if (!ok)
        return;
    const int bootNumber = handled.value(1).toInt();
    // The sandbox that ran it ended everything its instances ran as it stopped, or was killed and
    // this one ended what it left (SshRuntime::endOrphans): a runner still there is a straggler.
    const qint64 pid = readFile(dir + u"/pid"_s).toLongLong();
    if (runsRunner(pid, dir))
        endGroups({groupOf(pid)});
    QFile::remove(dir + u"/pid"_s);
    if (!t.up || boot != t.boot) {
        m_handled.insert(t.instanceId, boot);
        return;
    }
    // The boot goes on: how the last run ended is said (the record ignores an end it has), and the
    // script runs again, as a machine's boot hook does when the machine comes back, so what it
    // starts (the autostop agent) runs again too.
    const auto status = exitStatus(dir, boot);
    m_adopted.append({t.instanceId, boot, bootNumber, true, status,
                      status ? QString()
                             : u"The startup script was ended when the sandbox stopped; it runs again now that the "
                               "sandbox is back."_s});
    m_again.insert(t.instanceId);
}

StartupScriptReport StartupScripts::launch(const RuntimeTarget &t, const QString &dir, bool again)
{
    StartupScriptReport report{t.instanceId, t.boot, t.bootNumber, false, std::nullopt, {}, again};
    const QString wrapper = t.directory + u"/ssh/session"_s;
    QString error;
    if (!QFileInfo(wrapper).isExecutable())
        error = u"the instance has no session wrapper (it gets no SSH on this machine)"_s;
    if (error.isEmpty() && writeFile(dir + u"/script"_s, t.startupScript.toUtf8(), kPrivate, &error))
        writeFile(dir + u"/run"_s, runner(t, dir, again), kOwnerExecutable, &error);
    QFile::remove(dir + u"/exit"_s); // the last boot's
    if (!error.isEmpty()) {
        report.finished = true;
        report.problem = u"The startup script did not run: "_s + error + u'.';
        return report;
    }
    // Not the sandbox's stdin/stdout/stderr (the runner writes to the log). It runs in a session
    // and process group of its own, which a stop ends as a whole.
    const auto started = ProcessTable::spawn(
        wrapper, {}, t.home, sessionEnvironment(t, u"exec /bin/bash "_s + shellQuoted(dir + u"/run"_s)).toStringList(),
        &error);
    if (!started) {
        report.finished = true;
        report.problem = u"The startup script did not run: "_s + error + u'.';
        return report;
    }
    const qint64 pid = *started;
    writeFile(dir + u"/pid"_s, QByteArray::number(pid) + '\n', kPrivate, &error);
    m_running.insert(t.instanceId, {pid, groupOf(pid), t.boot, t.bootNumber, dir, again});
    spdlog::info("instance {}: startup script of boot {} runs (runner {})", t.instanceId, t.bootNumber, pid);
    return report;
}

QList<StartupScriptReport> StartupScripts::ended()
{
    QList<StartupScriptReport> reports;
    for (auto it = m_running.begin(); it != m_running.end();) {
        // The status is looked for again once the runner is gone: it writes it as it exits. A
        // runner this sandbox started is its child until alive() collects it, so the pid is still
        // its own: asked by the pid alone, as its command line is the session wrapper's until the
        // wrapper has started the runner (long enough on a busy machine for a script just started
        // to be taken for one killed).
        auto status = exitStatus(it->dir, it->boot);
        const bool gone = !status && !ProcessTable::alive(it->pid);
        if (gone)
            status = exitStatus(it->dir, it->boot);
        if (!status && !gone) {
            ++it;
            continue;
        }
        StartupScriptReport report{it.key(), it->boot, it->bootNumber, true, status, {}, it->again};
        if (!status)
            report.problem = u"The startup script ended without an exit status (it was killed); its output is in "
                             "~/.gpudesk/startup.log."_s;
        spdlog::info("instance {}: startup script of boot {} ended ({})", it.key(), it->bootNumber,
                     status ? std::to_string(*status) : std::string("no status"));
        reports << report;
        QFile::remove(it->dir + u"/pid"_s);
        it = m_running.erase(it);
    }
    return reports;
}

void StartupScripts::forget()
{
    m_running.clear();
    m_handled.clear();
    m_known.clear();
    m_adopted.clear();
    m_again.clear();
}

void StartupScripts::endGroups(const QList<qint64> &groups)
{
    QList<qint64> ending;
    for (qint64 group : groups) {
        if (group > 0) {
            ::kill(pid_t(-group), SIGTERM);
            ending << group;
        }
    }
    // Those that stay past the grace are killed one by one, while they are still in the group
    // (an ended process's pid may already be another's).
    ProcessTable::end(ProcessTable::inGroups(ending), 1000, [&ending](const QList<qint64> &left) {
        QList<qint64> still;
        for (qint64 pid : left) {
            if (ProcessTable::alive(pid) && ending.contains(qint64(::getpgid(pid_t(pid)))))
                still << pid;
        }
        return still;
    });
}
