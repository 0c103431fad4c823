#include "platform/server/demoaccount.h"

#include "common/clock.h"
#include "platform/accounts/passwordhash.h"
#include "platform/billing/wallet.h"
#include "platform/model/verification.h"
#include "platform/store/database.h"

#include <QSqlQuery>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

namespace DemoAccount {

qint64 ensure(Database &db, const Clock &clock)
{
    const QString phone = QString::fromLatin1(kPhone);
    if (const QVariant id = db.scalar(u"SELECT id FROM accounts WHERE phone = ?"_s, {phone}); id.isValid())
        return id.toLongLong();
    const qint64 now = clock.nowSeconds();
    // Runs once, before the server listens, so hashing here blocks no request.
    QSqlQuery &q = db.exec(u"INSERT INTO accounts (phone, email, name, password_hash, created_at, verification_status, "
                           "verification_decision, verification_submitted_at, real_name) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"_s,
                           {phone, QString::fromLatin1(kEmail), u"Demo"_s,
                            PasswordHash::hash(QString::fromLatin1(kPassword)), now,
                            Verifications::wire(Verification::Approved), Verifications::wire(Verification::Approved),
                            now, u"Demo User"_s});
    const qint64 id = q.lastInsertId().toLongLong();
    Wallet(db, clock).recharge(id, id, Money::fromCents(kPlayMoneyCents));
    spdlog::info("demo account {} seeded (login {})", id, kPhone);
    return id;
}

} // namespace DemoAccount
