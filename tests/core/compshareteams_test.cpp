// CompsharePlatform's teams against FakeCompshare: a team made, accounts invited, amounts given and
// taken back; and a member's refusal read in both the forms the platform's documents give.
#include "core/api/compshare/compsharecodecs.h"
#include "tests/core/compshareconnected.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

TEST(CompsharePlatform, MakesATeamInvitesMembersAndGivesThemAmounts)
{
    CompshareConnected s;
    ASSERT_TRUE(s.platform.has<Teams>());
    EXPECT_FALSE(s.platform.has<TeamMembers>()); // no logins made here: members are accounts of their own
    EXPECT_TRUE(s.await<QList<Team>>([&](QObject *c, auto d) { s.platform.teams(c, d); }).value().isEmpty());

    // Made, and answered with its id although the platform answers none.
    const auto made = s.await<Team>([&](QObject *c, auto d) { s.platform.createTeam(u"课题组"_s, u"NLP"_s, c, d); });
    ASSERT_TRUE(made.ok()) << made.error().summary().toStdString();
    EXPECT_EQ(made.value().name, u"课题组"_s);
    ASSERT_FALSE(made.value().id.isEmpty());
    const QString team = made.value().id;

    // Invited by account id; an account that is not there, or one invited already, said.
    const auto invited
        = s.await<Team>([&](QObject *c, auto d) { s.platform.inviteMember(team, u"50002"_s, u"小王"_s, c, d); });
    ASSERT_TRUE(invited.ok()) << invited.error().summary().toStdString();
    ASSERT_EQ(invited.value().members.size(), 1);
    EXPECT_EQ(invited.value().members.first().status, u"pending"_s);
    EXPECT_EQ(invited.value().members.first().name, u"小王"_s);
    const auto again = s.await<Team>([&](QObject *c, auto d) { s.platform.inviteMember(team, u"50002"_s, {}, c, d); });
    ASSERT_FALSE(again.ok());
    EXPECT_TRUE(again.error().message.contains(u"已在团队中"_s)) << again.error().message.toStdString();
    const auto nobody = s.await<Team>([&](QObject *c, auto d) { s.platform.inviteMember(team, u"59999"_s, {}, c, d); });
    ASSERT_FALSE(nobody.ok());
    const auto notAnId
        = s.await<Team>([&](QObject *c, auto d) { s.platform.inviteMember(team, u"wang@uni.edu"_s, {}, c, d); });
    ASSERT_FALSE(notAnId.ok());
    EXPECT_EQ(notAnId.error().details.value(u"field"_s).toString(), u"account_id"_s);

    // An amount only for a member who joined.
    const QString pendingId = invited.value().members.first().memberId;
    EXPECT_TRUE(pendingId.isEmpty());
    s.compshare.acceptInvitations();
    const auto joined = s.await<QList<Team>>([&](QObject *c, auto d) { s.platform.teams(c, d); });
    ASSERT_TRUE(joined.ok());
    ASSERT_EQ(joined.value().size(), 1);
    const Team::Member member = joined.value().first().members.first();
    EXPECT_EQ(member.status, u"joined"_s);
    ASSERT_FALSE(member.memberId.isEmpty());

    const auto given = s.await<Team>([&](QObject *c, auto d) {
        s.platform.giveAmount(team, member.memberId, Money::fromCents(20000), false, c, d);
    });
    ASSERT_TRUE(given.ok()) << given.error().summary().toStdString();
    EXPECT_EQ(given.value().members.first().given, Money::fromCents(20000));
    EXPECT_EQ(given.value().members.first().left, Money::fromCents(20000));
    EXPECT_EQ(s.compshare.last(u"SetCompShareTeamAmount"_s).value(u"Amount"_s), u"20000"_s);
    // More taken back than is left: refused here, nothing sent.
    const int sent = s.compshare.count(u"SetCompShareTeamAmount"_s);
    const auto tooMuch = s.await<Team>(
        [&](QObject *c, auto d) { s.platform.giveAmount(team, member.memberId, Money::fromCents(30000), true, c, d); });
    ASSERT_FALSE(tooMuch.ok());
    EXPECT_EQ(s.compshare.count(u"SetCompShareTeamAmount"_s), sent);
    // Taken back, the answer lost: found carried out by what is left, and not sent twice.
    s.compshare.loseNextAnswer(u"SetCompShareTeamAmount"_s, 502);
    const auto back = s.await<Team>(
        [&](QObject *c, auto d) { s.platform.giveAmount(team, member.memberId, Money::fromCents(5000), true, c, d); });
    ASSERT_TRUE(back.ok()) << back.error().summary().toStdString();
    EXPECT_EQ(back.value().members.first().left, Money::fromCents(15000));
    EXPECT_EQ(s.compshare.count(u"SetCompShareTeamAmount"_s), sent + 1);

    // A pending invitation withdrawn.
    ASSERT_TRUE(s.await<Team>([&](QObject *c, auto d) { s.platform.inviteMember(team, u"50003"_s, {}, c, d); }).ok());
    const auto canceled
        = s.await<Team>([&](QObject *c, auto d) { s.platform.cancelInvitation(team, u"50003"_s, c, d); });
    ASSERT_TRUE(canceled.ok()) << canceled.error().summary().toStdString();
    EXPECT_EQ(canceled.value().members.last().status, u"canceled"_s);
}

TEST(CompsharePlatform, ATeamNeedsAVerifiedAccount)
{
    CompshareConnected s;
    s.compshare.verified = false;
    const auto made = s.await<Team>([&](QObject *c, auto d) { s.platform.createTeam(u"lab"_s, {}, c, d); });
    ASSERT_FALSE(made.ok());
    EXPECT_EQ(made.error().code, u"verification_required"_s);
    EXPECT_TRUE(s.compshare.teams.isEmpty());
}

// A member's refusal inside a success: the pages give ErrorMap and FailedMembers as a map, UCloud's SDK
// reads ErrorMap as a string holding one; both are read, and another member's entry is not this one's.
TEST(CompshareCodecs, ReadsAMembersRefusalFromAMapOrAStringHoldingOne)
{
    const QJsonObject map{{u"50002"_s, QJsonObject{{u"Code"_s, 16001}, {u"Message"_s, u"用户已在团队中"_s}}}};
    const auto fromMap = CompshareCodecs::memberRefusal(map, u"50002"_s);
    ASSERT_TRUE(fromMap);
    EXPECT_EQ(fromMap->message, u"用户已在团队中"_s);
    EXPECT_EQ(fromMap->details.value(u"ret_code"_s).toInt(), 16001);
    const QString text = QString::fromUtf8(QJsonDocument(map).toJson(QJsonDocument::Compact));
    ASSERT_TRUE(CompshareCodecs::memberRefusal(text, u"50002"_s));
    EXPECT_FALSE(CompshareCodecs::memberRefusal(map, u"50003"_s));
    EXPECT_FALSE(CompshareCodecs::memberRefusal(QJsonValue(), u"50002"_s));
    EXPECT_FALSE(CompshareCodecs::memberRefusal(u""_s, u"50002"_s));
}
