// Password storage: PBKDF2-HMAC-SHA256 records that verify only the right password, at OWASP's cost,
// hashed on threads of their own.
#include "platform/accounts/passwordhash.h"
#include "platform/accounts/passwordthreads.h"

#include <gtest/gtest.h>

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>

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

// Hashes run off the calling thread, behind it: at nice 10 at least, the caller's own priority
// unchanged.
TEST(PasswordThreads, HashOnThreadsOfTheirOwnAtALowerPriority)
{
    const int before = getpriority(PRIO_PROCESS, static_cast<id_t>(gettid()));
    PasswordThreads threads;
    const auto seen
        = threads.run([] { return std::pair(gettid(), getpriority(PRIO_PROCESS, static_cast<id_t>(gettid()))); })
              .result();
    EXPECT_NE(seen.first, gettid());
    EXPECT_GE(seen.second, std::max(before, 10));
    EXPECT_EQ(getpriority(PRIO_PROCESS, static_cast<id_t>(gettid())), before);
    EXPECT_TRUE(PasswordHash::verify(u"pw"_s, threads.run([] { return PasswordHash::hash(u"pw"_s); }).result()));
}
