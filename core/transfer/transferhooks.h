#pragma once

#include <QSet>
#include <QString>

#include <atomic>
#include <functional>

/// How far a transfer is.
struct TransferProgress
{
    qint64 bytesDone = 0; ///< of the plan's bytes, counting what an earlier run sent
    qint64 bytesTotal = 0;
    qint64 filesDone = 0;
    qint64 filesTotal = 0;
    QString current; ///< what is being sent now ("many small files" or one file's relative path)
};

/// What the caller gives a transfer run: its id (tagged onto the remote processes), a flag that
/// stops it at the next piece (pause or cancel), where progress goes, and the journal's record of
/// what an earlier run finished (skipped now) and of each item finished in this one.
struct TransferHooks
{
    QString transferId;
    const std::atomic_bool *stop = nullptr;
    std::function<void(const TransferProgress &)> progress;
    QSet<QString> done;
    std::function<void(const QString &)> itemDone;
    /// Uploads: check what arrived by reading it back from the instance's disk once written (each
    /// small file, each large file whole), not only the bytes as they were written. Slower; it
    /// also catches what changes on that disk before the check.
    bool reread = false;
    /// Uploads: the round trip to the instance (ms) from which many small files go in two streams
    /// at once. Below it one stream is not held back by SSH's window and a second only costs CPU on
    /// both ends (a tenth more time here, on 2 cores); far away each stream waits a round trip for
    /// every window (2 MiB at OpenSSH's sshd), and two go nearly twice as fast.
    int twoStreamsFromMs = 20;

    /// The journal's key for all the small files and folders, which go and are verified together.
    static QString batchKey() { return QStringLiteral("\x01small-files"); }
    bool stopped() const { return stop && stop->load(); }
    /// Tells `progress` where `p` is, now on `current`.
    void report(TransferProgress &p, const QString &current) const
    {
        p.current = current;
        if (progress)
            progress(p);
    }
};
