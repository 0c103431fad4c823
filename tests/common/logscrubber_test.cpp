#include "common/logscrubber.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {
void expectScrubbed(const QString &line, const QString &secret)
{
    const QString clean = LogScrubber::scrub(line);
    EXPECT_FALSE(clean.contains(secret)) << clean.toStdString();
    EXPECT_TRUE(clean.contains(u"***"_s)) << clean.toStdString();
}
} // namespace

TEST(LogScrubber, RemovesAuthorizationValues)
{
    expectScrubbed(u"GET /v1/account Authorization: Bearer abc.DEF-123_secret"_s, u"abc.DEF-123_secret"_s);
    expectScrubbed(u"headers {\"Authorization\": \"Bearer s3cr3t-token\"}"_s, u"s3cr3t-token"_s);
    expectScrubbed(u"authorization=Basic dXNlcjpwYXNz"_s, u"dXNlcjpwYXNz"_s);
    expectScrubbed(u"Proxy-Authorization: token99"_s, u"token99"_s);
    // The scheme stays readable: it helps debugging and is no secret.
    EXPECT_EQ(LogScrubber::scrub(u"Authorization: Bearer xyz"_s), u"Authorization: Bearer ***"_s);
}

TEST(LogScrubber, RemovesSecretJsonFields)
{
    expectScrubbed(u"POST /v1/sessions {\"login\":\"13800000000\",\"password\":\"hunter2 with \\\"quotes\\\"\"}"_s,
                   u"hunter2"_s);
    expectScrubbed(u"{\"token\": \"gds_x\"}"_s, u"gds_x"_s);
    expectScrubbed(u"{\"TOTP\":\"123456\"}"_s, u"123456"_s);
    expectScrubbed(u"{\"recovery_codes\":[\"aaaa-bbbb\",\"cccc-dddd\"]}"_s, u"aaaa-bbbb"_s);
    expectScrubbed(u"{\"id_number\":\"11010519491231002X\"}"_s, u"11010519491231002X"_s);
    // Fields that are not secrets survive, so logs stay useful.
    const QString clean = LogScrubber::scrub(u"{\"login\":\"13800000000\",\"password\":\"pw\"}"_s);
    EXPECT_TRUE(clean.contains(u"13800000000"_s));
}

TEST(LogScrubber, RemovesKeyValueSecrets)
{
    // The whole value goes, up to the next space, not just up to a character that looks like a separator.
    expectScrubbed(u"gpudeskctl login --password=Tr0ub4dor&3 --verbose"_s, u"&3"_s);
    EXPECT_TRUE(LogScrubber::scrub(u"gpudeskctl login --password=Tr0ub4dor&3 --verbose"_s).endsWith(u" --verbose"_s));
    expectScrubbed(u"gpudeskctl login --password hunter2 --verbose"_s, u"hunter2"_s);
    expectScrubbed(u"gpudeskctl login --password 'two words'"_s, u"two words"_s);
    expectScrubbed(u"config password=\"quoted secret\" user=x"_s, u"quoted secret"_s);
    expectScrubbed(u"yaml token: abc123def"_s, u"abc123def"_s);
    expectScrubbed(u"{\"totp\":123456}"_s, u"123456"_s);
    expectScrubbed(u"Authorization: Bearer \"quoted-token-value\""_s, u"quoted-token-value"_s);
    expectScrubbed(u"GET /v1/x?token=abcdef&limit=5"_s, u"abcdef"_s);
    EXPECT_TRUE(LogScrubber::scrub(u"GET /v1/x?token=abcdef&limit=5"_s).contains(u"limit=5"_s));
}

TEST(LogScrubber, RemovesGpudeskTokensAnywhere)
{
    expectScrubbed(u"using gds_0123456789abcdefABCDEF for the session"_s, u"0123456789abcdef"_s);
    expectScrubbed(u"token gdt_Zz9-_Zz9-_Zz9-_Zz9 revoked"_s, u"Zz9-_Zz9-_Zz9-_Zz9"_s);
    expectScrubbed(u"api token gdk_4fT9aQ2LmZ8xY1bC3dE5 used"_s, u"4fT9aQ2LmZ8xY1bC3dE5"_s);
}

TEST(LogScrubber, LeavesOrdinaryLinesAlone)
{
    for (const QString &line : {u"instance 42 running at ¥2.18/h, meter since 2026-11-30T01:00:00Z"_s,
                                u"{\"error\":{\"code\":\"token_expired\",\"message\":\"log in again\"}}"_s,
                                u"passwordless=true tokens=3 secretary: Ms. Li"_s})
        EXPECT_EQ(LogScrubber::scrub(line), line);
    EXPECT_EQ(LogScrubber::scrub(std::string_view("plain ascii")), std::string("plain ascii"));
}
