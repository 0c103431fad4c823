#include "core/session/loginhistory.h"

#include <QSet>

QList<bool> LoginHistory::newAddresses(const QList<LoginRecord> &newestFirst)
{
    QList<bool> marks(newestFirst.size(), false);
    QSet<QString> seen;
    bool anySuccess = false;
    for (qsizetype k = newestFirst.size() - 1; k >= 0; --k) {
        const LoginRecord &r = newestFirst[k];
        marks[k] = anySuccess && !seen.contains(r.clientAddress);
        if (r.success) {
            seen.insert(r.clientAddress);
            anySuccess = true;
        }
    }
    return marks;
}
