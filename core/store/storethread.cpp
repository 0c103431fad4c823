#include "core/store/storethread.h"

#include "common/backgroundpriority.h"

#include <QSemaphore>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

namespace {

/// The thread's half: what runs there, and the usage store, opened there.
class StoreWorker final : public QObject
{
public:
    std::unique_ptr<LocalStore> usage;
};

} // namespace

StoreThread::StoreThread(QString path, QObject *parent)
    : QObject(parent)
    , m_path(std::move(path))
    , m_worker(new StoreWorker)
{
    m_thread.setObjectName(u"local store"_s);
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
    post([this, w = static_cast<StoreWorker *>(m_worker)] {
        BackgroundPriority::lowerThisThread(); // what it writes is not waited for by the window
        auto store = std::make_unique<LocalStore>();
        QString error;
        if (!store->open(m_path, &error)) {
            spdlog::warn("the local store is not kept: {}", error.toStdString());
            QMetaObject::invokeMethod(
                this, [this, error] { Q_EMIT failed(error); }, Qt::QueuedConnection);
            return;
        }
        const QString aside = store->setAside();
        w->usage = std::move(store);
        QMetaObject::invokeMethod(
            this,
            [this, aside] {
                if (!aside.isEmpty())
                    Q_EMIT setAside(aside);
                Q_EMIT opened();
            },
            Qt::QueuedConnection);
    });
}

StoreThread::~StoreThread()
{
    // Posted work runs in order: the usage store closes and the loop ends after everything queued
    // before this (a quit() from here could end the loop with work still waiting).
    post([this, w = static_cast<StoreWorker *>(m_worker)] {
        w->usage.reset();
        m_thread.quit();
    });
    m_thread.wait();
}

void StoreThread::post(std::function<void()> work)
{
    QMetaObject::invokeMethod(m_worker, std::move(work), Qt::QueuedConnection);
}

void StoreThread::call(const std::function<void()> &work)
{
    Q_ASSERT(QThread::currentThread() != &m_thread);
    QSemaphore done;
    post([&work, &done] {
        work();
        done.release();
    });
    done.acquire();
}

void StoreThread::record(const QList<LocalStore::UsageSample> &samples)
{
    post([this, w = static_cast<StoreWorker *>(m_worker), samples] {
        if (!w->usage)
            return;
        QString error;
        if (!w->usage->record(samples, &error)) {
            spdlog::warn("usage not recorded: {}", error.toStdString());
            QMetaObject::invokeMethod(
                this, [this, error] { Q_EMIT failed(error); }, Qt::QueuedConnection);
        }
    });
}
