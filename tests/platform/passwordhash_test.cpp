// Password storage: PBKDF2-HMAC-SHA256 records that verify only the right password, at OWASP's cost.
#include "platform/accounts/passwordhash.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(PasswordHash, VerifiesTheRightPasswordOnly)
{
    const QString stored = PasswordHash::hash(u"correct horse 电池 staple"_s, 1000);
    EXPECT_TRUE(stored.startsWith(u"pbkdf2-sha256$1000$"_s));
    EXPECT_TRUE(PasswordHash::verify(u"correct horse 电池 staple"_s, stored));
    EXPECT_FALSE(PasswordHash::verify(u"correct horse 电池 stapler"_s, stored));
    EXPECT_FALSE(PasswordHash::verify(u""_s, stored));
    // The same password hashes differently each time (random salt).
    EXPECT_NE(PasswordHash::hash(u"x"_s, 1000), PasswordHash::hash(u"x"_s, 1000));
}

TEST(PasswordHash, DefaultCostIsAtLeastOwaspsAndMalformedRecordsNeverVerify)
{
    EXPECT_GE(PasswordHash::kIterations, 600000);
    EXPECT_TRUE(PasswordHash::dummy().startsWith(u"pbkdf2-sha256$600000$"_s));
    for (const QString &bad : {u""_s, u"plain"_s, u"pbkdf2-sha256$10$c2FsdHNhbHQ=$AAAA"_s,
                               u"md5$1000$c2FsdHNhbHQ=$AAAA"_s, u"pbkdf2-sha256$x$y$z"_s})
        EXPECT_FALSE(PasswordHash::verify(u"plain"_s, bad)) << bad.toStdString();
}
