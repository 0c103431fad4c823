#include "common/slug.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(Slug, KeepsLatinLettersAndDigitsAndFoldsTheRestIntoSingleDashes)
{
    EXPECT_EQ(Slug::of(u"My LoRA run #2"_s, u"key"_s), u"my-lora-run-2"_s);
    EXPECT_EQ(Slug::of(u"  Café  (été) "_s, u"key"_s), u"cafe-ete"_s);
    EXPECT_EQ(Slug::of(u"a_b.c"_s, u"key"_s), u"a-b-c"_s);
}

TEST(Slug, ANameWithoutLatinLettersGetsTheFallbackInFront)
{
    EXPECT_EQ(Slug::of(u"中文实验 2"_s, u"instance"_s), u"instance-2"_s);
    EXPECT_EQ(Slug::of(u"中文实验"_s, u"key"_s), u"key"_s);
    EXPECT_EQ(Slug::of(u""_s, u"key"_s), u"key"_s);
}

TEST(Slug, IsAtMost32CharactersAndNeverEndsInADash)
{
    const QString slug = Slug::of(u"abcdefghijklmnopqrstuvwxyz abcde-fghij"_s, u"key"_s);
    EXPECT_LE(slug.size(), 32);
    EXPECT_FALSE(slug.endsWith(u'-'));
    EXPECT_EQ(slug, u"abcdefghijklmnopqrstuvwxyz-abcde"_s);
}
