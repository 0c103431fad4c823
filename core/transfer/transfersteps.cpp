#include "core/transfer/transfersteps.h"

#include "common/crypto.h"
#include "core/ssh/execchannel.h"
#include "core/ssh/sshsession.h"

#include <QFile>

namespace TransferSteps {

void ShellsAhead::plan(const TransferPlan &plan, const TransferHooks &hooks, int batchCommands)
{
    m_left = hooks.done.contains(TransferHooks::batchKey()) ? 0 : batchCommands;
    for (const TransferEntry &e : plan.large())
        m_left += !hooks.done.contains(e.relative);
}

void ShellsAhead::started(SshSession &session)
{
    if (--m_left > 0)
        session.prepareShell();
}

std::optional<TransferFailure> runShort(SshSession &session, const QByteArray &command, const QString &what,
                                        QByteArray *out, const QByteArray &input, const std::atomic_bool *stop,
                                        bool prepareNext)
{
    ExecChannel channel(session);
    channel.setStop(stop);
    SshFailure ssh;
    if (!channel.start(command, &ssh, input.isEmpty() ? ExecChannel::Input::Quiet : ExecChannel::Input::Answers))
        return TransferFailure::fromSsh(ssh);
    if (prepareNext)
        session.prepareShell();
    if (!input.isEmpty() && !channel.write(input, &ssh))
        return channel.errorOutput().isEmpty() ? TransferFailure::fromSsh(ssh)
                                               : TransferFailure::fromRemote(channel.errorOutput(), what);
    channel.closeInput();
    const auto status = channel.finish(out, &ssh);
    if (!status)
        return TransferFailure::fromSsh(ssh);
    if (*status != 0)
        return TransferFailure::fromRemote(channel.errorOutput(), what);
    return std::nullopt;
}

QByteArray tarNames(const QList<TransferEntry> &entries)
{
    QByteArray names;
    for (const TransferEntry &e : foldersFirst(entries))
        names += QFile::encodeName(e.relative) + '\0';
    return names;
}

QList<TransferEntry> foldersFirst(const QList<TransferEntry> &entries)
{
    QList<TransferEntry> ordered;
    ordered.reserve(entries.size());
    std::copy_if(entries.cbegin(), entries.cend(), std::back_inserter(ordered),
                 [](const TransferEntry &e) { return e.kind == TransferEntry::Kind::Directory; });
    std::copy_if(entries.cbegin(), entries.cend(), std::back_inserter(ordered),
                 [](const TransferEntry &e) { return e.kind != TransferEntry::Kind::Directory; });
    return ordered;
}

std::optional<QByteArray> hashOfFile(const QString &path, qint64 limit)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    Crypto::Sha256 hash;
    QByteArray buffer(1 << 20, Qt::Uninitialized);
    for (qint64 left = limit < 0 ? f.size() : limit; left > 0;) {
        const qint64 n = f.read(buffer.data(), std::min<qint64>(left, buffer.size()));
        if (n <= 0)
            return limit < 0 && f.atEnd() ? std::optional(hash.hex()) : std::nullopt;
        hash.add(QByteArrayView(buffer.constData(), n));
        left -= n;
    }
    return hash.hex();
}

QString partName(const TransferPlan &plan, const QString &relative)
{
    const QString part = relative + QStringLiteral(".part");
    const bool taken = std::any_of(plan.entries.cbegin(), plan.entries.cend(),
                                   [&](const TransferEntry &e) { return e.relative == part; });
    return taken ? relative + QStringLiteral(".gpudesk-part") : part;
}

TransferProgress startingProgress(const TransferPlan &plan, const TransferHooks &hooks)
{
    TransferProgress p{0, plan.bytes, 0, plan.files, {}};
    const QList<TransferEntry> batch = plan.batched();
    if (batch.isEmpty() || hooks.done.contains(TransferHooks::batchKey())) {
        for (const TransferEntry &e : batch)
            p.bytesDone += e.size, p.filesDone += e.kind == TransferEntry::Kind::File;
    }
    for (const TransferEntry &e : plan.large()) {
        if (hooks.done.contains(e.relative))
            p.bytesDone += e.size, ++p.filesDone;
    }
    return p;
}

std::optional<TransferFailure>
runItems(const TransferPlan &plan, TransferHooks &hooks, const TransferFailure &paused,
         const std::function<std::optional<TransferFailure>(const QList<TransferEntry> &)> &batch,
         const std::function<std::optional<TransferFailure>(const TransferEntry &)> &large)
{
    const QList<TransferEntry> small = plan.batched();
    if (!small.isEmpty() && !hooks.done.contains(TransferHooks::batchKey())) {
        if (const auto failure = batch(small))
            return failure;
        if (hooks.itemDone)
            hooks.itemDone(TransferHooks::batchKey());
    }
    for (const TransferEntry &e : plan.large()) {
        if (hooks.done.contains(e.relative))
            continue;
        if (hooks.stopped())
            return paused;
        if (const auto failure = large(e))
            return failure;
        if (hooks.itemDone)
            hooks.itemDone(e.relative);
    }
    return std::nullopt;
}

} // namespace TransferSteps
