#pragma once

#include "core/transfer/transferfailure.h"
#include "core/transfer/transferhooks.h"
#include "core/transfer/transferplan.h"

#include <functional>
#include <optional>

class SshSession;

/// What Uploader and Downloader do alike.
namespace TransferSteps {

/// Counts the commands a run still starts on the instance and, as each starts, has the shell of the
/// next one started ahead (SshSession::prepareShell) while it runs: none after the last.
class ShellsAhead
{
public:
    /// The run of `plan`: `batchCommands` for its small files unless an earlier run did them, then
    /// one for each large file not done yet.
    void plan(const TransferPlan &plan, const TransferHooks &hooks, int batchCommands);
    /// A command of the run has started.
    void started(SshSession &session);
    /// A command the plan counted will not run after all (nothing is started ahead for it).
    void skipped() { --m_left; }

private:
    int m_left = 0;
};

/// Runs a short command on the instance (with `input` on its standard input) and gives its output;
/// a failure from the session, or from what the command said on stderr about `what`.
/// `prepareNext`: the shell of the command that follows starts up while this one runs.
std::optional<TransferFailure> runShort(SshSession &session, const QByteArray &command, const QString &what,
                                        QByteArray *out = nullptr, const QByteArray &input = {},
                                        const std::atomic_bool *stop = nullptr, bool prepareNext = false);
/// The entries' names as tar's `--null -T -` reads them, every folder before any file or link: tar
/// then makes all the folders before it creates a file in one (on ext4, a folder made and filled
/// in the same breath makes each file's creation several times slower: 20,000 small files took
/// 3-4 times as long as rsync's, which makes the folders first too).
QByteArray tarNames(const QList<TransferEntry> &entries);
/// The entries in the order tarNames() names them.
QList<TransferEntry> foldersFirst(const QList<TransferEntry> &entries);
/// The lower-case hex SHA-256 of a local file (of its first `limit` bytes when >= 0).
std::optional<QByteArray> hashOfFile(const QString &path, qint64 limit = -1);

/// Where a large file waits until it is whole and checked: `name.part` beside it, unless the plan
/// itself holds a file of that name (then `name.gpudesk-part`, which it cannot overwrite).
QString partName(const TransferPlan &plan, const QString &relative);
/// The plan's totals, with what an earlier run finished (the journal's items) counted as done.
TransferProgress startingProgress(const TransferPlan &plan, const TransferHooks &hooks);
/// The small files together (unless an earlier run did them), then each large file not done yet,
/// each reported to the journal when it is; stops at the first failure, or with `paused` when the
/// hooks' stop flag is up between files.
std::optional<TransferFailure>
runItems(const TransferPlan &plan, TransferHooks &hooks, const TransferFailure &paused,
         const std::function<std::optional<TransferFailure>(const QList<TransferEntry> &)> &batch,
         const std::function<std::optional<TransferFailure>(const TransferEntry &)> &large);

} // namespace TransferSteps
