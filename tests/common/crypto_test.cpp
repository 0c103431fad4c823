#include "common/base32.h"
#include "common/crypto.h"
#include "common/totp.h"

#include <QSet>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(Crypto, RandomTokensArePrefixedBase62AndDistinct)
{
    QSet<QString> seen;
    for (int i = 0; i < 200; ++i) {
        const QString t = Crypto::randomToken(u"gds_"_s);
        ASSERT_TRUE(t.startsWith(u"gds_"_s));
        ASSERT_EQ(t.size(), 4 + 43); // 256 bits need 43 base62 digits; shorter values are padded
        for (const QChar c : t.mid(4))
            ASSERT_TRUE(c.isLetterOrNumber() && c.unicode() < 128) << t.toStdString();
        seen.insert(t);
    }
    EXPECT_EQ(seen.size(), 200);
}

TEST(Crypto, Base62OfKnownValues)
{
    EXPECT_EQ(Crypto::base62(QByteArray("\x00", 1)), u"0"_s);
    EXPECT_EQ(Crypto::base62(QByteArray("\x3d", 1)), u"z"_s); // 61
    EXPECT_EQ(Crypto::base62(QByteArray("\x3e", 1)), u"10"_s); // 62
    EXPECT_EQ(Crypto::base62(QByteArray("\x01\x00", 2)), u"48"_s); // 256 = 4·62 + 8
    EXPECT_EQ(Crypto::base62(QByteArray("\x00\x3e", 2)), u"010"_s);
}

TEST(Crypto, Sha256AndConstantTimeEquality)
{
    EXPECT_EQ(Crypto::sha256Hex("abc"), QByteArray("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    // RFC 4231 test case 2.
    EXPECT_EQ(Crypto::hmacSha256Hex("Jefe", "what do ya want for nothing?"),
              QByteArray("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"));
    EXPECT_TRUE(Crypto::constantTimeEquals("same", "same"));
    EXPECT_FALSE(Crypto::constantTimeEquals("same", "sama"));
    EXPECT_FALSE(Crypto::constantTimeEquals("same", "samey"));
    EXPECT_TRUE(Crypto::constantTimeEquals("", ""));
}

TEST(Base32, RoundTripsAndMatchesRfc4648Vectors)
{
    EXPECT_EQ(Base32::encode("foobar"), u"MZXW6YTBOI"_s);
    EXPECT_EQ(Base32::encode("f"), u"MY"_s);
    EXPECT_EQ(*Base32::decode(u"MZXW6YTBOI======"_s), QByteArray("foobar"));
    EXPECT_EQ(*Base32::decode(u"mzxw 6ytb-oi"_s), QByteArray("foobar"));
    EXPECT_FALSE(Base32::decode(u"MZXW1"_s)); // '1' is not in the alphabet
    EXPECT_FALSE(Base32::decode(u"MY==MY"_s));
    const QByteArray secret = Crypto::randomBytes(20);
    EXPECT_EQ(*Base32::decode(Base32::encode(secret)), secret);
}

TEST(Totp, MatchesRfc6238AppendixB)
{
    // RFC 6238 Appendix B: 8-digit codes, the three HMAC variants with their seeds.
    const QByteArray sha1Seed = "12345678901234567890";
    const QByteArray sha256Seed = "12345678901234567890123456789012";
    const QByteArray sha512Seed = "1234567890123456789012345678901234567890123456789012345678901234";
    struct Vector
    {
        std::int64_t time;
        const char *sha1, *sha256, *sha512;
    };
    const Vector vectors[] = {
        {59, "94287082", "46119246", "90693936"},         {1111111109, "07081804", "68084774", "25091201"},
        {1111111111, "14050471", "67062674", "99943326"}, {1234567890, "89005924", "91819424", "93441116"},
        {2000000000, "69279037", "90698825", "38618901"}, {20000000000, "65353130", "77737706", "47863826"},
    };
    for (const Vector &v : vectors) {
        EXPECT_EQ(Totp::code(sha1Seed, v.time, 8, Totp::Algorithm::Sha1), QString::fromLatin1(v.sha1)) << v.time;
        EXPECT_EQ(Totp::code(sha256Seed, v.time, 8, Totp::Algorithm::Sha256), QString::fromLatin1(v.sha256)) << v.time;
        EXPECT_EQ(Totp::code(sha512Seed, v.time, 8, Totp::Algorithm::Sha512), QString::fromLatin1(v.sha512)) << v.time;
    }
    // The 6-digit default is the last six digits of the same value.
    EXPECT_EQ(Totp::code(sha1Seed, 59), u"287082"_s);
}

TEST(Totp, AcceptsOneStepOfDriftEitherSideAndNoMore)
{
    const QByteArray secret = Crypto::randomBytes(20);
    const std::int64_t now = 1'800'000'000;
    const QString current = Totp::code(secret, now);
    EXPECT_EQ(Totp::matchingStep(secret, current, now), now / 30);
    EXPECT_EQ(Totp::matchingStep(secret, Totp::code(secret, now - 30), now), now / 30 - 1);
    EXPECT_EQ(Totp::matchingStep(secret, Totp::code(secret, now + 30), now), now / 30 + 1);
    EXPECT_FALSE(Totp::matchingStep(secret, Totp::code(secret, now - 90), now));
    EXPECT_FALSE(Totp::matchingStep(secret, u"12345"_s, now));
    EXPECT_FALSE(Totp::matchingStep(secret, u"abcdef"_s, now));
}

TEST(Totp, ProvisioningUriCarriesTheSecretAndIssuer)
{
    const QString uri = Totp::provisioningUri("12345678901234567890", u"gpudesk sandbox"_s, u"a@b.cn"_s);
    EXPECT_TRUE(uri.startsWith(u"otpauth://totp/gpudesk%20sandbox%3Aa@b.cn?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"_s))
        << uri.toStdString();
    EXPECT_TRUE(uri.contains(u"issuer=gpudesk%20sandbox"_s));
}
