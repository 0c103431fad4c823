#pragma once

#include "core/doctor/bootreceipt.h"
#include "core/store/localstore.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

/// The boot receipts in the console's local store (gpudesk.db), and the GPU samples they are made
/// from. Used on one thread, like the LocalStore it opens; a row a minute per running
/// instance is all it writes.
class ReceiptBook
{
public:
    bool open(const QString &path, QString *error);
    bool isOpen() const { return m_store.isOpen(); }

    bool addSample(const QString &platform, const QString &instanceId, const QDateTime &bootStartedAt,
                   const GpuSample &sample, QString *error);
    /// The samples of one boot, oldest first.
    QList<GpuSample> samples(const QString &platform, const QString &instanceId, const QDateTime &bootStartedAt) const;
    /// The starts of the boots that have samples but no receipt yet, of each of `instanceIds` that has
    /// any, oldest first (one query, however many instances: a console sees thousands at once).
    QHash<QString, QList<QDateTime>> openBoots(const QString &platform, const QSet<QString> &instanceIds) const;

    /// Keeps the receipt (replacing one of the same boot) and forgets its samples.
    bool addReceipt(const BootReceipt &receipt, QString *error);
    std::optional<BootReceipt> receipt(const QString &platform, const QString &instanceId,
                                       const QDateTime &bootStartedAt) const;
    /// The platform's receipts, newest first.
    QList<BootReceipt> receipts(const QString &platform, int limit = 200) const;

private:
    LocalStore m_store;
};
