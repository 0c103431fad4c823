#pragma once

#include "core/transfer/transferfailure.h"
#include "core/transfer/transferhooks.h"
#include "core/transfer/transferplan.h"
#include "core/transfer/transfersteps.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>

#include <optional>
#include <span>

class SshSession;
struct SshFailure;
namespace Crypto {
class Sha256;
}
class ExecChannel;

/// Sends a planned set of local files to a folder on the instance over one logged-in session
/// (blocking: a worker thread or the CLI). The small files, folders and links go as one tar stream
/// into a staging folder beside their destination, are checked (the stream's SHA-256 as sent against
/// that of the stream the instance's tar read; with TransferHooks::reread, each file's as read
/// back from the instance's disk) and only then moved into place; each large file goes on its own
/// as name.part, resumes from the bytes already there (after checking their hash), is checked whole
/// (as it was written, or read back) and only then renamed. Permissions and modification
/// times are kept; links stay links.
class Uploader
{
    Q_DECLARE_TR_FUNCTIONS(Uploader)

public:
    Uploader(SshSession &session, TransferHooks &hooks);

    /// nullopt when everything is there and verified.
    std::optional<TransferFailure> run(const TransferPlan &plan, const QString &destination);
    /// Bytes of file content sent in this run (what a resume saved shows here).
    qint64 sent() const { return m_sent; }

private:
    /// What the first command of the run does before its own work (make the folder, check the
    /// room for the whole run); empty for the others.
    QByteArray firstChecks();
    std::optional<TransferFailure> sendBatch(const QList<TransferEntry> &entries, const QString &destination);
    std::optional<TransferFailure> sendLarge(const TransferEntry &entry, const QString &destination);
    /// Throws away what the batch left in its staging folder (a pause, a failure, a mismatch).
    void discardBatch(const QString &destination);
    /// Starts a batch's command on `channel`, its progress said.
    bool startBatch(ExecChannel &channel, const QByteArray &command, SshFailure *ssh);
    std::optional<TransferFailure> sendBatchStreamed(const QMap<QString, QList<TransferEntry>> &byRoot,
                                                     const QString &destination);
    /// The records' part of sendBatchStreamed(), once `channel` said the instance takes them.
    std::optional<TransferFailure> receiveRecords(const QMap<QString, QList<TransferEntry>> &byRoot,
                                                  const QString &destination, ExecChannel &channel);
    std::optional<TransferFailure> sendBatchReread(const QMap<QString, QList<TransferEntry>> &byRoot, qint64 files,
                                                   const QString &destination);
    /// Each source folder's entries as a tar archive, one after the other, into `channel` (and
    /// `streamHash` when given).
    std::optional<TransferFailure> pipeArchives(const QMap<QString, QList<TransferEntry>> &byRoot,
                                                const QString &destination, ExecChannel &channel,
                                                Crypto::Sha256 *streamHash);
    /// Sends `piece` of a batch's stream (added to `streamHash` first where given), its progress said.
    std::optional<TransferFailure> sendPiece(ExecChannel &channel, const QByteArray &piece, const QString &destination,
                                             Crypto::Sha256 *streamHash);
    struct RecordStream;
    /// Each source folder's entries as FileRecords into `streams` (every folder's record into each,
    /// each file's and link's into the one with the least waiting for its window), then each one's
    /// end record.
    std::optional<TransferFailure> pipeRecords(const QMap<QString, QList<TransferEntry>> &byRoot,
                                               const QString &destination, std::span<RecordStream> streams);
    /// Has each stream's channel take what its window allows; returns once one of them has room for
    /// more (with `all`, once every byte is taken), waiting for the windows to open meanwhile.
    std::optional<TransferFailure> pump(std::span<RecordStream> streams, bool all, const QString &destination);
    std::optional<TransferFailure> pipeTar(const QString &root, const QList<TransferEntry> &entries,
                                           const QString &destination, ExecChannel &channel,
                                           Crypto::Sha256 *streamHash);
    void report(const QString &current);

    SshSession &m_session;
    TransferHooks &m_hooks;
    TransferProgress m_progress;
    qint64 m_sent = 0;
    QHash<QString, QString> m_partNames; ///< large files' parts, relative to the destination
    QByteArray m_firstChecks;
    TransferSteps::ShellsAhead m_ahead;
    qint64 m_batchEnd = 0; ///< where the progress stands once the small files are in
    bool m_twoStreams = false; ///< the small files go in two streams of records at once
};
