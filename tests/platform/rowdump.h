#pragma once

#include "platform/store/database.h"

#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>

#include <algorithm>
#include <string>

/// Rows of a database as text, for comparing two platforms that should have written the same.
namespace RowDump {
using namespace Qt::StringLiterals;

/// Each row of `sql` as its columns joined by '|' (NULL written so).
inline QStringList rows(Database &db, const QString &sql)
{
    db.endReads();
    QStringList rows;
    QSqlQuery &q = db.exec(sql);
    while (q.next()) {
        QStringList columns;
        for (int c = 0; c < q.record().count(); ++c)
            columns << (q.value(c).isNull() ? u"NULL"_s : q.value(c).toString());
        rows << columns.join(u'|');
    }
    q.finish();
    return rows;
}

/// Empty when both have the same rows; else the first that differs, in each.
inline std::string firstDifference(const QStringList &a, const QStringList &b)
{
    for (qsizetype k = 0; k < std::max(a.size(), b.size()); ++k) {
        if (a.value(k) != b.value(k))
            return u"row %1:\n  %2\n  %3"_s.arg(k).arg(a.value(k), b.value(k)).toStdString();
    }
    return {};
}

} // namespace RowDump
