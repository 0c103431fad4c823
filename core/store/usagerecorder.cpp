#include "core/store/usagerecorder.h"

#include <spdlog/spdlog.h>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

/// The recorder's half on its thread: the store, opened there.
class RecorderWorker final : public QObject
{
public:
    std::unique_ptr<LocalStore> store;
};

} // namespace

UsageRecorder::UsageRecorder(const QString &path, QObject *parent)
    : QObject(parent)
    , m_worker(new RecorderWorker)
{
    m_thread.setObjectName(u"usage recorder"_s);
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
    QMetaObject::invokeMethod(
        m_worker,
        [this, w = static_cast<RecorderWorker *>(m_worker), path] {
            auto store = std::make_unique<LocalStore>();
            QString error;
            if (!store->open(path, &error)) {
                spdlog::warn("usage history is not kept: {}", error.toStdString());
                QMetaObject::invokeMethod(
                    this, [this, error] { emit failed(error); }, Qt::QueuedConnection);
                return;
            }
            const QString aside = store->setAside();
            w->store = std::move(store);
            QMetaObject::invokeMethod(
                this,
                [this, aside] {
                    if (!aside.isEmpty())
                        emit setAside(aside);
                    emit opened();
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

UsageRecorder::~UsageRecorder()
{
    // What is queued is written first: the thread's loop runs it before it sees quit().
    QMetaObject::invokeMethod(
        m_worker, [w = static_cast<RecorderWorker *>(m_worker)] { w->store.reset(); }, Qt::QueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

void UsageRecorder::record(const QList<LocalStore::UsageSample> &samples)
{
    QMetaObject::invokeMethod(
        m_worker,
        [this, w = static_cast<RecorderWorker *>(m_worker), samples] {
            if (!w->store)
                return;
            QString error;
            if (!w->store->record(samples, &error)) {
                spdlog::warn("usage not recorded: {}", error.toStdString());
                QMetaObject::invokeMethod(
                    this, [this, error] { emit failed(error); }, Qt::QueuedConnection);
            }
        },
        Qt::QueuedConnection);
}
