#include "core/transfer/transferfailure.h"

#include "core/transfer/remotecommands.h"

#include <QCoreApplication>

bool TransferFailure::resumable() const
{
    return kind == Kind::Network || kind == Kind::NotReachable || kind == Kind::Cancelled;
}

TransferFailure TransferFailure::fromSsh(const SshFailure &failure)
{
    switch (failure.kind) {
    case SshFailure::Kind::Unreachable:
        return {Kind::NotReachable,
                tr("The instance cannot be reached (%1). Check that it is running; the transfer resumes where it "
                   "stopped when you run it again.")
                    .arg(failure.message)};
    case SshFailure::Kind::HostKeyUnknown:
    case SshFailure::Kind::HostKeyMismatch:
    case SshFailure::Kind::HostKeyChanged:
        return {Kind::HostKey, failure.message};
    case SshFailure::Kind::KeyLocked:
    case SshFailure::Kind::Denied:
        return {Kind::KeyRefused, failure.message};
    case SshFailure::Kind::ShellOnly:
        return {Kind::NoDirectSsh, failure.message};
    case SshFailure::Kind::Failed:
        break;
    }
    return {Kind::Network,
            tr("The connection to the instance broke off (%1). Run the transfer again: it resumes "
               "where it stopped.")
                .arg(failure.message)};
}

TransferFailure TransferFailure::localFile(const QString &path, const QString &why)
{
    return {Kind::LocalFile,
            tr("%1 cannot be written here (%2). Check that the folder is yours and the disk has room.").arg(path, why)};
}

TransferFailure TransferFailure::fromRemote(const QByteArray &stderrText, const QString &what)
{
    const QString said = QString::fromUtf8(stderrText.trimmed()).section(u'\n', -1);
    if (const qsizetype at = stderrText.indexOf(RemoteCommands::kNoRoom); at >= 0) {
        QByteArray line = stderrText.mid(at);
        if (const qsizetype end = line.indexOf('\n'); end >= 0)
            line.truncate(end);
        const QList<QByteArray> figures = line.split(' '); // the marker, KiB free, KiB needed
        return {Kind::DiskFull,
                tr("%1 has %2 MiB free and this needs %3 MiB. Free some space there, or send it to a larger disk.")
                    .arg(what)
                    .arg(figures.value(1).toLongLong() >> 10)
                    .arg((figures.value(2).toLongLong() + 1023) >> 10)};
    }
    if (stderrText.contains("No space left on device") || stderrText.contains("Disk quota exceeded"))
        return {Kind::DiskFull,
                tr("The disk on the instance is full (writing %1). Free some space there (or "
                   "send it to the data disk), then run the transfer again.")
                    .arg(what)};
    if (stderrText.contains("Read-only file system"))
        return {Kind::RemoteFile, tr("%1 is on a read-only disk of the instance: choose another folder.").arg(what)};
    if (stderrText.contains("Permission denied"))
        return {Kind::RemoteFile,
                tr("The instance does not let you write or read %1 (permission denied): choose a folder of yours, "
                   "such as the data disk.")
                    .arg(what)};
    if (stderrText.contains("No such file or directory"))
        return {Kind::RemoteFile, tr("%1 is not on the instance: %2").arg(what, said)};
    return {Kind::RemoteFile, tr("The instance could not handle %1: %2").arg(what, said)};
}
