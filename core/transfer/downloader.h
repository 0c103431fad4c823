#pragma once

#include "core/transfer/transferfailure.h"
#include "core/transfer/transferhooks.h"
#include "core/transfer/transferplan.h"
#include "core/transfer/transfersteps.h"

#include <QCoreApplication>

#include <optional>

class ExecChannel;
class SshSession;

/// Brings files and folders from the instance into a local folder over one logged-in session, as
/// Uploader sends them the other way: small files in one stream (FileRecords where the instance has
/// Perl, else tar) into a staging folder beside the destination, checked against the SHA-256 the
/// instance worked out of what it sent, then moved into place; large files as
/// name.part, resumed from the bytes already here, checked whole, then renamed. Blocking.
class Downloader
{
    Q_DECLARE_TR_FUNCTIONS(Downloader)

public:
    Downloader(SshSession &session, TransferHooks &hooks);

    /// Lists remote `sources` (each lands by its own name) with the excludes applied; `failure`
    /// says why when it cannot.
    std::optional<TransferPlan> plan(const QStringList &sources, const QStringList &excludes, TransferFailure *failure);
    /// nullopt when everything is here and verified.
    std::optional<TransferFailure> run(const TransferPlan &plan, const QString &destination);
    qint64 received() const { return m_received; }

    /// Parses `find ./NAME -printf '%y %s %m %T@\0%p\0%l\0'` run in `parent`: one entry per three
    /// NUL-ended fields (for tests).
    static QList<TransferEntry> parseListing(const QByteArray &listing, const QString &parent);

private:
    std::optional<TransferFailure> receiveBatch(const QList<TransferEntry> &entries, const QString &destination);
    /// The records FileRecords::sender() sends, written by a RecordWriter as they come.
    std::optional<TransferFailure> receiveRecords(ExecChannel &channel, const QList<TransferEntry> &asked,
                                                  const QString &staging, qint64 batchEnd);
    /// A tar stream, into `tar -x`; `streamHash` the SHA-256 of what came.
    std::optional<TransferFailure> receiveTar(ExecChannel &channel, const QString &staging, qint64 batchEnd,
                                              QByteArray *streamHash);
    std::optional<TransferFailure> receiveLarge(const TransferEntry &entry, const QString &destination);
    void report(const QString &current);

    SshSession &m_session;
    TransferHooks &m_hooks;
    TransferProgress m_progress;
    qint64 m_received = 0;
    const TransferPlan *m_plan = nullptr; ///< the plan run() runs
    TransferSteps::ShellsAhead m_ahead;
};
