#include "core/api/platformurl.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(PlatformUrl, AcceptsHttpAndHttpsAndAddsHttpsToABareHost)
{
    QString error;
    auto url = PlatformUrl::parse(u"http://127.0.0.1:8080"_s, &error);
    ASSERT_TRUE(url) << error.toStdString();
    EXPECT_EQ(url->port(), 8080);
    url = PlatformUrl::parse(u"  gpu.example.com  "_s, &error);
    ASSERT_TRUE(url) << error.toStdString();
    EXPECT_EQ(url->toString(), u"https://gpu.example.com"_s);
    url = PlatformUrl::parse(u"https://gpu.example.com/prefix"_s, &error);
    ASSERT_TRUE(url);
    EXPECT_EQ(url->path(), u"/prefix"_s);
}

TEST(PlatformUrl, RefusesWhatIsNotAPlatformAddressWithASentence)
{
    QString error;
    EXPECT_FALSE(PlatformUrl::parse(u""_s, &error));
    EXPECT_TRUE(error.contains(u"https://gpu.example.com"_s));
    EXPECT_FALSE(PlatformUrl::parse(u"ftp://host"_s, &error));
    EXPECT_TRUE(error.contains(u"ftp"_s));
    EXPECT_FALSE(PlatformUrl::parse(u"https://user:secret@gpu.example.com"_s, &error));
    EXPECT_FALSE(error.contains(u"secret"_s)); // the refusal must not echo the password
    EXPECT_TRUE(error.contains(u"password"_s));
    EXPECT_FALSE(PlatformUrl::parse(u"https://gpu.example.com/?token=x"_s, &error));
    EXPECT_FALSE(PlatformUrl::parse(u"http://"_s, &error));
}
