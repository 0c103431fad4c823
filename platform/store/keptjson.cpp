#include "platform/store/keptjson.h"

QByteArray KeptJson::get(qint64 id, QByteArray row, const std::function<QByteArray()> &make)
{
    {
        const QMutexLocker lock(&m_lock);
        if (const auto it = m_kept.constFind(id); it != m_kept.cend() && it->row == row)
            return it->json;
    }
    QByteArray json = make(); // outside the lock: another thread's rows need not wait for it
    const QMutexLocker lock(&m_lock);
    if (m_kept.size() >= m_most && !m_kept.contains(id))
        m_kept.clear(); // kept for the rows that are polled, not for every row there is
    m_kept.insert(id, Kept{std::move(row), json});
    return json;
}
