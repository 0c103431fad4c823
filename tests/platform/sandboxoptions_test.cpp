#include "platform/sandboxoptions.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {
std::optional<SandboxOptions> parse(QStringList args, QString *error)
{
    QString help;
    args.prepend(u"gpudesk-sandbox"_s);
    return SandboxOptions::parse(args, error, &help);
}
} // namespace

TEST(SandboxOptions, DefaultsToLoopbackAndAFreePort)
{
    QString error;
    const auto o = parse({u"--data"_s, u"/tmp/x"_s}, &error);
    ASSERT_TRUE(o) << error.toStdString();
    EXPECT_TRUE(o->listenAddress.isLoopback());
    EXPECT_EQ(o->listenPort, 0);
    EXPECT_EQ(o->timeScale, 1.0);
    EXPECT_EQ(o->billingTimezone, u"Asia/Shanghai"_s);
    EXPECT_EQ(o->dataDir, u"/tmp/x"_s);
}

TEST(SandboxOptions, AcceptsIpv4Ipv6AndLocalhost)
{
    QString error;
    auto o = parse({u"--listen"_s, u"127.0.0.2:8080"_s}, &error);
    ASSERT_TRUE(o) << error.toStdString();
    EXPECT_EQ(o->listenPort, 8080);
    o = parse({u"--listen"_s, u"[::1]:0"_s}, &error);
    ASSERT_TRUE(o) << error.toStdString();
    EXPECT_TRUE(o->listenAddress.isLoopback());
    o = parse({u"--listen"_s, u"localhost:0"_s}, &error);
    ASSERT_TRUE(o) << error.toStdString();
}

TEST(SandboxOptions, RefusesNonLoopbackUnlessAllowed)
{
    QString error;
    EXPECT_FALSE(parse({u"--listen"_s, u"0.0.0.0:0"_s}, &error));
    EXPECT_TRUE(error.contains(u"--allow-remote"_s)) << error.toStdString();
    EXPECT_FALSE(parse({u"--listen"_s, u"192.168.1.5:80"_s}, &error));
    EXPECT_TRUE(parse({u"--listen"_s, u"0.0.0.0:0"_s, u"--allow-remote"_s}, &error));
}

TEST(SandboxOptions, SaysWhatIsWrongWithBadValues)
{
    QString error;
    EXPECT_FALSE(parse({u"--listen"_s, u"127.0.0.1"_s}, &error));
    EXPECT_TRUE(error.contains(u"HOST:PORT"_s));
    EXPECT_FALSE(parse({u"--listen"_s, u"127.0.0.1:70000"_s}, &error));
    EXPECT_TRUE(error.contains(u"port"_s));
    EXPECT_FALSE(parse({u"--listen"_s, u"example.com:80"_s}, &error));
    EXPECT_FALSE(parse({u"--time-scale"_s, u"0"_s}, &error));
    EXPECT_TRUE(error.contains(u"--time-scale"_s));
    EXPECT_FALSE(parse({u"--time-scale"_s, u"fast"_s}, &error));
    EXPECT_FALSE(parse({u"--billing-timezone"_s, u"Mars/Olympus"_s}, &error));
    EXPECT_TRUE(error.contains(u"IANA"_s));
    EXPECT_FALSE(parse({u"--no-such-flag"_s}, &error));
    EXPECT_FALSE(parse({u"stray"_s}, &error));
    EXPECT_TRUE(error.contains(u"stray"_s));
    EXPECT_FALSE(parse({u"--boot-delay"_s, u"-1"_s}, &error));
    EXPECT_TRUE(error.contains(u"--boot-delay"_s));
    EXPECT_FALSE(parse({u"--boot-timeout"_s, u"0"_s}, &error));
    EXPECT_TRUE(error.contains(u"--boot-timeout"_s));
    EXPECT_FALSE(parse({u"--runtime"_s, u"docker"_s}, &error));
    EXPECT_TRUE(error.contains(u"--runtime"_s));
    EXPECT_FALSE(parse({u"--max-instances"_s, u"lots"_s}, &error));
    EXPECT_TRUE(error.contains(u"--max-instances"_s));
}

TEST(SandboxOptions, BootAndQuotaKnobs)
{
    QString error;
    auto options = parse({}, &error);
    ASSERT_TRUE(options);
    EXPECT_EQ(options->bootDelaySeconds, 5);
    EXPECT_EQ(options->bootTimeoutSeconds, 300);
    EXPECT_FALSE(options->maxInstances);
    options = parse({u"--boot-delay"_s, u"0"_s, u"--boot-timeout"_s, u"30"_s, u"--max-instances"_s, u"60"_s}, &error);
    ASSERT_TRUE(options) << error.toStdString();
    EXPECT_EQ(options->bootDelaySeconds, 0);
    EXPECT_EQ(options->bootTimeoutSeconds, 30);
    EXPECT_EQ(options->maxInstances, 60);
}

TEST(SandboxOptions, HelpDocumentsEveryFlag)
{
    const QString help = SandboxOptions::helpText();
    for (const char16_t *flag : {u"--listen", u"--data", u"--time-scale", u"--billing-timezone", u"--allow-remote",
                                 u"--verbose", u"emulates GPU", u"--boot-delay", u"--boot-timeout", u"--max-instances",
                                 u"--review-delay", u"--clock", u"--demo", u"--runtime"})
        EXPECT_TRUE(help.contains(QString::fromUtf16(flag))) << QString::fromUtf16(flag).toStdString();
}
