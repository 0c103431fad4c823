#include "platform/server/settler.h"

#include "platform/store/database.h"

#include <QTimer>

Settler::Settler(Database &db, int intervalMs, std::function<void()> pass)
    : m_db(db)
    , m_pass(std::move(pass))
    , m_timer(new QTimer)
{
    m_thread.setObjectName(QStringLiteral("settler"));
    m_timer->setInterval(intervalMs);
    m_timer->moveToThread(&m_thread);
    QObject::connect(m_timer, &QTimer::timeout, m_timer, [this] {
        m_pass();
        m_db.checkpoint();
    });
    QObject::connect(&m_thread, &QThread::started, m_timer, qOverload<>(&QTimer::start));
    // Emitted on the thread itself, right before it ends: what lives there goes with it.
    QObject::connect(
        &m_thread, &QThread::finished, m_timer,
        [this] {
            delete m_timer;
            m_db.closeThisThread();
        },
        Qt::DirectConnection);
    m_thread.start();
}

Settler::~Settler()
{
    m_thread.quit();
    m_thread.wait();
}
