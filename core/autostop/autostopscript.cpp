#include "core/autostop/autostopscript.h"

#include "core/transfer/remotecommands.h"

#include <QFile>
#include <QJsonDocument>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace AutostopScript {
namespace {

const QString kBegin = u"# >>> gpudesk autostop >>>"_s;
const QString kEnd = u"# <<< gpudesk autostop <<<"_s;
const QString kSettings = u"# settings: "_s;
/// The heredoc's end: a line the agent's source never holds.
const QString kEof = u"GPUDESK_AUTOSTOP_AGENT_EOF"_s;

} // namespace

QByteArray agentSource()
{
    QFile file(u":/autostop/gpudesk-autostop.py"_s);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString compose(const QString &userScript, const std::optional<AutostopSettings> &autostop)
{
    const QString user = split(userScript).userScript; // never two blocks
    if (!autostop)
        return user;
    const QString settings = QString::fromUtf8(QJsonDocument(autostop->toJson()).toJson(QJsonDocument::Compact));
    QString source = QString::fromUtf8(agentSource());
    if (!source.endsWith(u'\n'))
        source += u'\n';
    QString block;
    block += kBegin + u'\n';
    block += u"# Installed by gpudesk: stops this instance when nothing has used it for its idle period (the\n"
             "# console or `gpudeskctl autostop` change it). Log: ~/.gpudesk/autostop.log\n"_s;
    block += kSettings + settings + u'\n';
    block += u"mkdir -p ~/.gpudesk\n"_s;
    block += u"cat > ~/.gpudesk/autostop.py <<'"_s + kEof + u"'\n"_s + source + kEof + u'\n';
    block += u"printf '%s\\n' "_s + QString::fromUtf8(RemoteCommands::quote(settings))
        + u" > ~/.gpudesk/autostop.json\n"_s;
    block += u"if command -v python3 >/dev/null 2>&1; then\n"
             "  (cd ~ && nohup python3 ~/.gpudesk/autostop.py daemon < /dev/null >> ~/.gpudesk/autostop.log 2>&1 &)\n"
             "else\n"
             "  echo \"gpudesk autostop cannot run: this image has no python3 (install it, e.g. apt-get install -y "
             "python3, or switch autostop off)\" | tee -a ~/.gpudesk/autostop.log\n"
             "fi\n"_s;
    block += kEnd + u'\n';
    return user.isEmpty() ? block : block + u'\n' + user;
}

Parts split(const QString &script)
{
    Parts parts;
    const qsizetype begin = script.indexOf(kBegin);
    const qsizetype endLine = begin < 0 ? -1 : script.indexOf(kEnd, begin);
    if (begin < 0 || endLine < 0 || (begin > 0 && script[begin - 1] != u'\n')) {
        parts.userScript = script;
        return parts;
    }
    qsizetype after = endLine + kEnd.size();
    if (after < script.size() && script[after] == u'\n')
        ++after;
    if (after < script.size() && script[after] == u'\n' && begin == 0)
        ++after; // the blank line compose() puts between
    const QString block = script.mid(begin, after - begin);
    parts.userScript = script.left(begin) + script.mid(after);
    const qsizetype at = block.indexOf(u'\n' + kSettings);
    if (at >= 0) {
        const qsizetype from = at + 1 + kSettings.size();
        const QString line = block.mid(from, block.indexOf(u'\n', from) - from);
        parts.autostop = AutostopSettings::fromJson(QJsonDocument::fromJson(line.toUtf8()).object());
    }
    if (!parts.autostop)
        parts.autostop = AutostopSettings(); // a block whose settings line was edited away: the defaults
    return parts;
}

QByteArray installCommand(const AutostopSettings &autostop)
{
    return "bash -c " + RemoteCommands::quote(compose(QString(), autostop));
}

QByteArray agentKeyCommand(const QString &path, const QByteArray &contents)
{
    // The contents in the command as base64 (there is no input to give them on); written whole, then
    // renamed in.
    const QByteArray file = "\"$HOME\"/" + RemoteCommands::quote(path);
    const QByteArray agent = kAgentPath;
    return "umask 077 && mkdir -p \"$(dirname " + file + ")\" && printf '%s' '" + contents.toBase64()
        + "' | base64 -d > " + file + ".part && mv " + file + ".part " + file
        + " && "
        // The agent of this home only (its pid file), not every agent of the machine.
        + "{ p=$(sed -n 's/.*\"pid\": *\\([0-9]*\\).*/\\1/p' \"$HOME/.gpudesk/autostop.pid.json\" 2>/dev/null); "
          "[ -n \"$p\" ] && kill \"$p\" 2>/dev/null; true; } && "
        + "if test -f " + agent + "; then (setsid nohup python3 " + agent + " daemon >/dev/null 2>&1 &); else "
        + installCommand(AutostopSettings{}) + "; fi";
}

QByteArray runJobCommand(const QString &startupScript, const QStringList &runArgs)
{
    const Parts parts = split(startupScript);
    AutostopSettings settings = parts.autostop.value_or(AutostopSettings());
    if (!parts.autostop)
        settings.enabled = false;
    return "test -f " + QByteArray(kAgentPath) + " || " + installCommand(settings) + " >/dev/null; "
        + agentCommand(runArgs);
}

QByteArray agentCommand(const QStringList &args)
{
    QByteArray command = "python3 " + QByteArray(kAgentPath);
    for (const QString &a : args)
        command += ' ' + RemoteCommands::quote(a);
    return command;
}

} // namespace AutostopScript
