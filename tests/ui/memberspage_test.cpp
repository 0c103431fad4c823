// The Members page against the sandbox's demo account: the owner adds a member, sees what
// it spent this month, sets its limits (which the platform then enforces), cannot remove it while
// it has instances, removes it after; a member sees that members are the owner's to manage.
#include "common/translations.h"
#include "tests/support/httpclient.h"
#include "tests/ui/democonsole.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "tests/ui/tablecells.h"
#include "ui/account/memberspage.h"
#include "ui/widgets/listmodel.h"

#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(MembersPageTest, TheOwnerAddsAMemberSetsItsLimitsAndRemovesItOnceItsInstancesAreGone)
{
    ASSERT_TRUE(Translations::install(QLocale(QLocale::English)));
    DemoConsole demo;
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    ASSERT_TRUE(demo.logIn());
    ScriptedConfirmer confirmer;
    MembersPage page(demo.console(), *demo.console().platform().facet<TeamMembers>(),
                     demo.console().platform().facet<UsageReports>(),
                     demo.console().platform().facet<SessionConfirmation>(), confirmer);
    page.resize(1000, 760);
    QSignalSpy listed(&page, &MembersPage::listed);
    page.show();
    ASSERT_TRUE(listed.wait(10000));
    EXPECT_EQ(page.rows().rowCount(), 0);

    // Checked here first.
    page.nameField()->setText(u"小明"_s);
    page.loginField()->setText(u"xiaoming@"_s);
    page.addButton()->click();
    EXPECT_FALSE(page.message()->text().isEmpty());
    page.loginField()->setText(u"xiaoming@lab.example.cn"_s);
    page.passwordField()->setText(u"lab-Member-2026"_s);
    page.dailyField()->setText(u"twenty"_s);
    page.addButton()->click();
    EXPECT_TRUE(page.message()->text().contains(u"not an amount"_s)) << page.message()->text().toStdString();
    page.dailyField()->setText(u"20"_s);
    page.addButton()->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return page.rows().rowCount() == 1; }, 10000))
        << page.message()->text().toStdString();
    EXPECT_EQ(cell(page.rows(), 0, 1), u"xiaoming@lab.example.cn"_s);
    EXPECT_EQ(cell(page.rows(), 0, 2), u"¥20.00"_s);
    EXPECT_EQ(cell(page.rows(), 0, 3), u"none"_s);

    // The member rents a card for an hour: its spend this month shows.
    HttpClient member(demo.url());
    member.setToken(member
                        .post(u"/v1/sessions"_s,
                              {{u"login"_s, u"xiaoming@lab.example.cn"_s}, {u"password"_s, u"lab-Member-2026"_s}})
                        .json[u"token"_s]
                        .toString());
    auto r = member.post(u"/v1/instances"_s,
                         {{u"name"_s, u"作业"_s},
                          {u"region"_s, u"cn-north-1"_s},
                          {u"gpu_type"_s, u"rtx-4090-24g"_s},
                          {u"image"_s, u"ubuntu-22.04"_s}});
    ASSERT_EQ(r.status, 202) << r.body.toStdString();
    const QString instance = r.json[u"id"_s].toString();
    demo.advance(5);
    demo.advance(3600);
    page.reload();
    ASSERT_TRUE(listed.wait(10000));
    EXPECT_EQ(cell(page.rows(), 0, 4), u"¥2.18"_s);

    // Limits for the selected member: the per-boot one stops its instance at once.
    page.table()->selectRow(0);
    EXPECT_EQ(page.dailyField()->text(), u"20.00"_s);
    page.dailyField()->clear();
    page.perBootField()->setText(u"2"_s);
    // Lifting the daily limit an hour after the login asks the owner's password first, once.
    confirmer.texts = {u"sandbox-demo"_s};
    page.saveLimitsButton()->click();
    ASSERT_TRUE(listed.wait(10000));
    EXPECT_EQ(cell(page.rows(), 0, 2), u"none"_s);
    EXPECT_EQ(cell(page.rows(), 0, 3), u"¥2.00"_s);
    EXPECT_TRUE(QTest::qWaitFor(
        [&] {
            const QString s = member.get(u"/v1/instances/"_s + instance).json[u"state"_s].toString();
            return s == u"stopping"_s || s == u"stopped"_s;
        },
        10000));
    EXPECT_TRUE(saveScreenshot(page, u"members"_s));

    // Not while it has instances; after they are released, yes.
    page.table()->selectRow(0);
    confirmer.yes = true;
    page.removeButton()->click();
    ASSERT_TRUE(listed.wait(10000));
    EXPECT_TRUE(page.message()->text().contains(u"release them first"_s)) << page.message()->text().toStdString();
    demo.advance(10);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return member.get(u"/v1/instances/"_s + instance).json[u"state"_s].toString() == u"stopped"_s; }, 10000));
    ASSERT_EQ(member.del(u"/v1/instances/"_s + instance).status, 202);
    demo.advance(10);
    page.table()->selectRow(0);
    page.removeButton()->click();
    ASSERT_TRUE(listed.wait(10000));
    EXPECT_EQ(page.rows().rowCount(), 0);
    EXPECT_EQ(member.get(u"/v1/account"_s).status, 401);
}

TEST(MembersPageTest, AMemberIsToldMembersAreTheOwnersAndItSpeaksChinese)
{
    DemoConsole demo;
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    ASSERT_TRUE(demo.logIn());
    ASSERT_EQ(demo.http()
                  .post(u"/v1/members"_s,
                        {{u"name"_s, u"小红"_s},
                         {u"phone"_s, u"13911112222"_s},
                         {u"password"_s, u"lab-Member-2026"_s},
                         {u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, 3000}}}})
                  .status,
              201);
    ScriptedConfirmer confirmer;
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    {
        MembersPage page(demo.console(), *demo.console().platform().facet<TeamMembers>(),
                         demo.console().platform().facet<UsageReports>(),
                         demo.console().platform().facet<SessionConfirmation>(), confirmer);
        page.resize(1000, 760);
        QSignalSpy listed(&page, &MembersPage::listed);
        page.show();
        EXPECT_EQ(page.title(), u"成员"_s);
        ASSERT_TRUE(listed.wait(10000));
        ASSERT_EQ(page.rows().rowCount(), 1);
        EXPECT_TRUE(saveScreenshot(page, u"members-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
    // Logged in as the member: nothing to manage here.
    demo.console().session().logOut();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !demo.console().isLoaded(); }, 10000));
    demo.console().session().logIn(u"13911112222"_s, u"lab-Member-2026"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return demo.console().isLoaded(); }, 10000));
    MembersPage page(demo.console(), *demo.console().platform().facet<TeamMembers>(),
                     demo.console().platform().facet<UsageReports>(),
                     demo.console().platform().facet<SessionConfirmation>(), confirmer);
    QSignalSpy listed(&page, &MembersPage::listed);
    page.show();
    ASSERT_TRUE(listed.wait(10000));
    EXPECT_TRUE(page.table()->isHidden());
    EXPECT_TRUE(page.message()->isHidden());
}
