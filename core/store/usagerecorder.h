#pragma once

#include "core/store/localstore.h"

#include <QObject>
#include <QThread>

/// Writes usage samples into the local store on a thread of its own, so that a slow disk never
/// holds up the console's window (DESIGN section 2: nothing blocks the GUI thread). The store's
/// connection is opened, used and closed on that thread, where a SQLite connection must stay.
class UsageRecorder final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UsageRecorder)
public:
    /// Opens `path` on the recorder's thread; opened() or failed() says how it went.
    explicit UsageRecorder(const QString &path, QObject *parent = nullptr);
    /// Writes what is queued, then closes the store.
    ~UsageRecorder() override;

    /// Queues the samples; they are written in order, off this thread.
    void record(const QList<LocalStore::UsageSample> &samples);

Q_SIGNALS:
    void opened();
    /// The store could not be opened or written to; `why` in a sentence (the samples are lost,
    /// nothing else is).
    void failed(const QString &why);
    /// The store was damaged: it was kept aside and a new one started (`sentence` says where).
    void setAside(const QString &sentence);

private:
    QThread m_thread;
    QObject *m_worker; ///< lives on m_thread, owns the LocalStore
};
