#include "core/ssh/localstartupscripts.h"

#include "common/rfc3339.h"
#include "core/ssh/privatefiles.h"
#include "core/ssh/startupscript.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

QJsonObject load(const QString &path)
{
    QString ignored;
    const auto bytes = PrivateFiles::read(path, &ignored);
    return bytes ? QJsonDocument::fromJson(*bytes).object() : QJsonObject();
}

bool save(const QString &path, const QJsonObject &json, QString *error)
{
    if (json.isEmpty()) {
        if (!QFile::exists(path) || QFile::remove(path))
            return true;
        *error = QCoreApplication::translate("LocalStartupScripts", "Could not remove %1.").arg(path);
        return false;
    }
    return PrivateFiles::replace(path, QJsonDocument(json).toJson(), PrivateFiles::kOwnerOnly, error);
}

} // namespace

LocalStartupScripts::LocalStartupScripts(QString dir)
    : m_dir(std::move(dir))
{ }

QString LocalStartupScripts::fileFor(const QString &platform, const QString &instanceId) const
{
    return PrivateFiles::perInstance(m_dir, platform, instanceId, u".json"_s);
}

std::optional<QString> LocalStartupScripts::script(const QString &platform, const QString &instanceId) const
{
    const QString text = load(fileFor(platform, instanceId)).value(u"script"_s).toString();
    return text.isEmpty() ? std::nullopt : std::optional<QString>(text);
}

bool LocalStartupScripts::setScript(const QString &platform, const QString &instanceId,
                                    const std::optional<QString> &script, QString *error) const
{
    if (script && script->toUtf8().size() > StartupScript::kMaxBytes) {
        *error = QCoreApplication::translate("LocalStartupScripts", "A startup script holds at most 64 KiB.");
        return false;
    }
    const QString path = fileFor(platform, instanceId);
    QJsonObject json = load(path);
    if (script && !script->trimmed().isEmpty())
        json.insert(u"script"_s, *script);
    else
        json = {}; // with the script goes the record of its runs
    return save(path, json, error);
}

std::optional<QDateTime> LocalStartupScripts::launchedFor(const QString &platform, const QString &instanceId) const
{
    return Rfc3339::parse(load(fileFor(platform, instanceId)).value(u"launched_for_boot"_s).toString());
}

bool LocalStartupScripts::markLaunched(const QString &platform, const QString &instanceId,
                                       const QDateTime &bootStartedAt, QString *error) const
{
    return record(platform, instanceId, u"launched_for_boot"_s, bootStartedAt, error);
}

bool LocalStartupScripts::markSavedDuring(const QString &platform, const QString &instanceId,
                                          const QDateTime &bootStartedAt, QString *error) const
{
    return record(platform, instanceId, u"saved_during_boot"_s, bootStartedAt, error);
}

bool LocalStartupScripts::isDoneFor(const QString &platform, const QString &instanceId,
                                    const QDateTime &bootStartedAt) const
{
    const QJsonObject json = load(fileFor(platform, instanceId));
    const QString boot = Rfc3339::format(bootStartedAt);
    return json.value(u"launched_for_boot"_s).toString() == boot
        || json.value(u"saved_during_boot"_s).toString() == boot;
}

bool LocalStartupScripts::record(const QString &platform, const QString &instanceId, const QString &key,
                                 const QDateTime &boot, QString *error) const
{
    const QString path = fileFor(platform, instanceId);
    QJsonObject json = load(path);
    if (json.isEmpty())
        return true; // removed meanwhile: nothing to record
    json.insert(key, Rfc3339::format(boot));
    return save(path, json, error);
}

QByteArray LocalStartupScripts::launchCommand(const QString &script)
{
    // Base64 keeps the script's quotes, dollars and any line that looks like a heredoc's end out
    // of the shell's reach; coreutils' base64 is on every image.
    return "umask 077 && mkdir -p ~/.gpudesk && printf %s '" + script.toUtf8().toBase64()
        + "' | base64 -d > ~/.gpudesk/startup.sh && rm -f ~/.gpudesk/startup.exit && "
          "(nohup setsid /bin/bash -c 'cd; /bin/bash ~/.gpudesk/startup.sh > ~/.gpudesk/startup.log 2>&1 "
          "</dev/null; echo $? > ~/.gpudesk/startup.exit' >/dev/null 2>&1 </dev/null &)";
}

QByteArray LocalStartupScripts::readOutputCommand()
{
    return "tail -c 65536 ~/.gpudesk/startup.log 2>/dev/null || echo '(no output yet)'; "
           "if [ -f ~/.gpudesk/startup.exit ]; then echo \"[exit status $(cat ~/.gpudesk/startup.exit)]\"; fi";
}
