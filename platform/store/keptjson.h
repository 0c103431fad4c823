#pragma once

#include <QByteArray>
#include <QHash>
#include <QMutex>

#include <functional>

/// Each row's compact JSON kept with the row it was made from (Database::Statement::rowBytes):
/// made again only when the row reads otherwise, so a write from anywhere is seen at once and there
/// is nothing to invalidate. For answers polled often (the account, the instance list), where
/// building and writing the JSON cost more than reading the row. Bounded: past `most` rows it
/// starts over. Any thread.
class KeptJson
{
public:
    explicit KeptJson(qsizetype most)
        : m_most(most)
    { }

    /// Row `id`'s JSON as `row` reads now; `make` builds it when what is kept was made from another.
    QByteArray get(qint64 id, QByteArray row, const std::function<QByteArray()> &make);

private:
    struct Kept
    {
        QByteArray row;
        QByteArray json;
    };

    const qsizetype m_most;
    QMutex m_lock;
    QHash<qint64, Kept> m_kept;
};
