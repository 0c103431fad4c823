// gpudeskctl's table: every command named once, each option it takes known, every option taken by
// some command, and what the help and the man page say made from it.
#include "cli/ctl.h"

#include <QSet>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(CtlTable, EveryCommandIsNamedOnceRunsSomethingAndTakesOnlyKnownOptions)
{
    QSet<QString> names;
    QSet<QString> known;
    for (const CtlOption &o : Ctl::options())
        known.insert(o.name);
    QSet<QString> taken(Ctl::globalOptions().cbegin(), Ctl::globalOptions().cend());
    taken.insert(u"json"_s);
    QSet<QString> groupsWithDefault;
    for (const CtlCommand &c : Ctl::commands()) {
        EXPECT_FALSE(names.contains(c.name())) << c.name().toStdString();
        names.insert(c.name());
        EXPECT_TRUE(c.run) << c.name().toStdString();
        EXPECT_FALSE(c.summary.isEmpty()) << c.name().toStdString();
        EXPECT_LE(c.path.size(), 2) << c.name().toStdString();
        for (const QString &o : c.options) {
            EXPECT_TRUE(known.contains(o)) << c.name().toStdString() << " takes an unknown --" << o.toStdString();
            EXPECT_FALSE(Ctl::globalOptions().contains(o)) << c.name().toStdString();
            taken.insert(o);
        }
        if (c.isDefault) {
            EXPECT_EQ(c.path.size(), 2) << c.name().toStdString();
            EXPECT_FALSE(groupsWithDefault.contains(c.path.first())) << "two defaults in " << c.name().toStdString();
            groupsWithDefault.insert(c.path.first());
        }
        // A group's subcommand and a command of one word never share the first word.
        if (c.path.size() == 1) {
            for (const CtlCommand &other : Ctl::commands())
                EXPECT_FALSE(other.path.size() > 1 && other.path.first() == c.path.first()) << c.name().toStdString();
        }
    }
    for (const QString &o : std::as_const(known))
        EXPECT_TRUE(taken.contains(o)) << "no command takes --" << o.toStdString();
}

TEST(CtlTable, WordsFindTheirCommandAndAGroupAloneItsDefault)
{
    ASSERT_TRUE(Ctl::find({u"start"_s, u"my-run"_s}));
    EXPECT_EQ(Ctl::find({u"start"_s, u"my-run"_s})->name(), u"start"_s);
    EXPECT_EQ(Ctl::find({u"billing"_s, u"ledger"_s})->name(), u"billing ledger"_s);
    EXPECT_EQ(Ctl::find({u"volumes"_s})->name(), u"volumes ls"_s);
    EXPECT_FALSE(Ctl::find({u"volumes"_s, u"frob"_s}));
    EXPECT_FALSE(Ctl::find({u"2fa"_s})); // no default: it says what it takes
    EXPECT_FALSE(Ctl::find({u"fly"_s}));
}

TEST(CtlTable, HelpTheManPageAndTheCompletionsComeFromTheTable)
{
    const QString help = Ctl::helpText();
    const QString man = Ctl::manText();
    const QString bash = Ctl::completionScript(u"bash"_s);
    const QString zsh = Ctl::completionScript(u"zsh"_s);
    const QString fish = Ctl::completionScript(u"fish"_s);
    for (const CtlCommand &c : Ctl::commands()) {
        EXPECT_TRUE(help.contains(u"  "_s + c.name())) << c.name().toStdString();
        EXPECT_TRUE(man.contains(u".B "_s + QString(c.name()).replace(u'-', u"\\-"_s))) << c.name().toStdString();
        EXPECT_TRUE(bash.contains(u"'"_s + c.name() + u"')"_s)) << c.name().toStdString();
        EXPECT_TRUE(zsh.contains(u"('"_s + c.name() + u"')"_s)) << c.name().toStdString();
        EXPECT_TRUE(fish.contains(u" -a "_s + c.path.last() + u' ')) << c.name().toStdString();
        const QString own = Ctl::commandHelp(c);
        for (const QString &o : c.options) {
            EXPECT_TRUE(own.contains(u"--"_s + o)) << c.name().toStdString() << " --" << o.toStdString();
        }
        EXPECT_EQ(own.contains(u"--json"_s), c.printsData) << c.name().toStdString();
    }
    EXPECT_TRUE(Ctl::completionScript(u"tcsh"_s).isEmpty());
    // Nothing in the man page that roff would take for a request or cannot print.
    for (const QString &line : man.split(u'\n')) {
        for (const QChar ch : line)
            EXPECT_LT(ch.unicode(), 128) << line.toStdString();
    }
}
