// The PRC resident identity number's checks, shared by the sandbox's verification and the
// console's form (which says what is wrong before the platform is asked).
#include "common/residentid.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(ResidentId, ChecksTheFormatTheCheckCharacterAndTheBirthDate)
{
    const QDate today(2026, 11, 30);
    QString reason;
    EXPECT_EQ(ResidentId::checkCharacter(u"11010519491231002"_s), u'X'); // GB 11643's published sample
    EXPECT_EQ(ResidentId::checkCharacter(u"44030820000101123"_s), u'4');
    EXPECT_EQ(ResidentId::birthDate(u"11010519491231002X"_s, today, &reason), QDate(1949, 12, 31));
    EXPECT_EQ(ResidentId::birthDate(u"440308200001011234"_s, today, &reason), QDate(2000, 1, 1));

    EXPECT_FALSE(ResidentId::birthDate(u"11010519491231002"_s, today, &reason));
    EXPECT_EQ(reason, u"format"_s);
    EXPECT_FALSE(ResidentId::birthDate(u"440308200001011235"_s, today, &reason));
    EXPECT_EQ(reason, u"check_digit"_s);
    const QString future = u"44030820300101123"_s; // born in 2030
    EXPECT_FALSE(ResidentId::birthDate(future + ResidentId::checkCharacter(future), today, &reason));
    EXPECT_EQ(reason, u"birth_date"_s);
    const QString notADate = u"44030820010230123"_s; // 30 February
    EXPECT_FALSE(ResidentId::birthDate(notADate + ResidentId::checkCharacter(notADate), today, &reason));
    EXPECT_EQ(reason, u"birth_date"_s);
}

TEST(ResidentId, ANameIsTwoToThirtyLettersInWordsJoinedByASpaceOrAMiddleDot)
{
    EXPECT_TRUE(ResidentId::isCardName(u"李雷"_s));
    EXPECT_TRUE(ResidentId::isCardName(u"买买提·艾力"_s));
    EXPECT_TRUE(ResidentId::isCardName(u"Li Lei"_s));
    EXPECT_FALSE(ResidentId::isCardName(u"李"_s));
    EXPECT_FALSE(ResidentId::isCardName(u"李雷1"_s));
    EXPECT_FALSE(ResidentId::isCardName(u"李 "_s));
    EXPECT_FALSE(ResidentId::isCardName(QString(31, u'雷')));
}
