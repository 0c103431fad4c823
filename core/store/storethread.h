#pragma once

#include "core/store/localstore.h"

#include <QObject>
#include <QPointer>
#include <QThread>

#include <functional>
#include <memory>

/// The console's local store (gpudesk.db) and the one thread that touches it: SQLite never runs on
/// the GUI thread, so a slow or busy disk never holds up the window. The store's tables are used
/// through objects that live on this thread (the usage samples here; the transfer journal and the
/// boot receipts in their owners, created, used and dropped only in work posted here), each with
/// its connection opened, used and closed there, as a QSqlDatabase connection must be.
///
/// Work posted runs in order. The usage store is opened first (its schema brought up to date, a
/// damaged file set aside), so everything posted after the constructor finds the file ready.
class StoreThread final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StoreThread)
public:
    /// Opens `path` on the store's thread; opened() or failed() says how it went.
    explicit StoreThread(QString path, QObject *parent = nullptr);
    /// Runs everything posted so far, then closes the store and ends the thread.
    ~StoreThread() override;

    const QString &path() const { return m_path; }

    /// Runs `work` on the store's thread after everything posted before it (from any thread).
    void post(std::function<void()> work);
    /// Runs `work` there, then `done` with its result on this object's thread (the GUI's), unless
    /// `context` is gone by then.
    template <typename T> void ask(std::function<T()> work, QObject *context, std::function<void(T)> done)
    {
        // Answered through this object, which outlives all work, and `context` looked at on its
        // own thread: a QPointer is only safe to read there.
        post([this, work = std::move(work), context = QPointer<QObject>(context), done = std::move(done)] {
            auto result = std::make_shared<T>(work());
            QMetaObject::invokeMethod(
                this,
                [context, done, result] {
                    if (context)
                        done(std::move(*result));
                },
                Qt::QueuedConnection);
        });
    }
    /// Runs `work` there and waits for it: for a worker thread that needs an answer before it goes
    /// on. Never from the GUI thread or the store's own.
    void call(const std::function<void()> &work);

    /// Queues usage samples (what each poll saw of each instance); a failure is said by failed().
    void record(const QList<LocalStore::UsageSample> &samples);

Q_SIGNALS:
    void opened();
    /// The store could not be opened or written to; `why` in a sentence (what it was given to
    /// write is lost, nothing else is).
    void failed(const QString &why);
    /// The store was damaged: it was kept aside and a new one started (`sentence` says where).
    void setAside(const QString &sentence);

private:
    QString m_path;
    QThread m_thread;
    QObject *m_worker; ///< lives on m_thread; owns the usage store
};
