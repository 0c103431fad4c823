// gpudeskctl team: Compshare's teams, whose members are accounts of their own that spend from
// amounts the owner gives them. Amounts are said in the platform's currency (yuan).
#include "cli/teamcommands.h"

#include "core/api/codecs.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {

QString statusWord(const QString &status)
{
    if (status == u"pending"_s)
        return QCoreApplication::translate("Ctl", "invited, not joined yet");
    if (status == u"joined"_s)
        return QCoreApplication::translate("Ctl", "joined");
    if (status == u"rejected"_s)
        return QCoreApplication::translate("Ctl", "declined");
    if (status == u"canceled"_s)
        return QCoreApplication::translate("Ctl", "invitation withdrawn");
    return status;
}

} // namespace

QList<CtlCommand> TeamCommands::table()
{
    return {
        {.path = {u"team"_s, u"ls"_s},
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "teams and their members, with what each was given and has left")),
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<TeamCommands, &TeamCommands::list>,
         .isDefault = true},
        {.path = {u"team"_s, u"create"_s},
         .arguments = u"NAME"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "a new team (the account must be verified)")),
         .options = {u"description"_s},
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Other},
         .run = &CtlGroup::run<TeamCommands, &TeamCommands::create>},
        {.path = {u"team"_s, u"invite"_s},
         .arguments = u"TEAM ACCOUNT"_s,
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "invite an account by its id; it joins on the platform's web site")),
         .options = {u"name"_s},
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Other, Word::Other},
         .run = &CtlGroup::run<TeamCommands, &TeamCommands::invite>},
        {.path = {u"team"_s, u"cancel"_s},
         .arguments = u"TEAM ACCOUNT"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "withdraw an invitation not answered yet")),
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Other, Word::Other},
         .run = &CtlGroup::run<TeamCommands, &TeamCommands::cancel>},
        {.path = {u"team"_s, u"give"_s},
         .arguments = u"TEAM MEMBER"_s,
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "give a member who joined --amount to spend, from your balance")),
         .options = {u"amount"_s},
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Other, Word::Other},
         .run = &CtlGroup::run<TeamCommands, &TeamCommands::give>},
        {.path = {u"team"_s, u"take-back"_s},
         .arguments = u"TEAM MEMBER"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "take back --amount of what a member has left")),
         .options = {u"amount"_s},
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Other, Word::Other},
         .run = &CtlGroup::run<TeamCommands, &TeamCommands::takeBack>},
    };
}

CtlGot<QList<Team>> TeamCommands::readTeams()
{
    Teams *teams = m_ctx.need<Teams>();
    if (!teams)
        return Failed;
    const auto r = awaitAnswer<QList<Team>>(
        [&](QObject *c, Platform::Done<QList<Team>> done) { teams->teams(c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing teams"));
    return r.value();
}

CtlGot<Team> TeamCommands::findTeam(const QString &word)
{
    if (word.isEmpty())
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "which team? give its id or its name (see team ls)"));
    const auto all = readTeams();
    if (!all)
        return all.exit();
    for (const Team &t : *all)
        if (t.id == word || t.name == word)
            return t;
    return m_ctx.fail(QCoreApplication::translate("Ctl", "no team is called '%1' (see gpudeskctl team ls)").arg(word));
}

CtlExit TeamCommands::list(const QStringList &)
{
    const auto all = readTeams();
    if (!all)
        return all.exit();
    if (m_ctx.json()) {
        QJsonArray items;
        for (const Team &t : *all)
            items.append(Codecs::encode(t));
        m_ctx.printJson(items);
        return Ok;
    }
    if (all->isEmpty())
        m_out << QCoreApplication::translate("Ctl", "no teams; make one with: gpudeskctl team create NAME") << '\n';
    for (const Team &t : *all)
        show(t, {});
    return Ok;
}

CtlExit TeamCommands::show(const ApiResult<Team> &answer, const QString &doing)
{
    if (!answer.ok())
        return m_ctx.failed(answer.error(), doing);
    const Team &t = answer.value();
    if (m_ctx.json()) {
        m_ctx.printJson(Codecs::encode(t));
        return Ok;
    }
    m_out << t.id << "  " << t.name << (t.description.isEmpty() ? QString() : u" — "_s + t.description) << '\n';
    if (t.members.isEmpty())
        m_out << "  "
              << QCoreApplication::translate("Ctl", "no members yet: gpudeskctl team invite %1 ACCOUNT").arg(t.id)
              << '\n';
    for (const Team::Member &m : t.members) {
        m_out << "  " << m.accountId << "  " << (m.name.isEmpty() ? u"-"_s : m.name) << "  " << statusWord(m.status);
        if (m.status == u"joined"_s)
            m_out << "  "
                  << QCoreApplication::translate("Ctl", "given %1, %2 left")
                         .arg(m_ctx.money(m.given), m_ctx.money(m.left));
        m_out << '\n';
    }
    return Ok;
}

CtlExit TeamCommands::create(const QStringList &words)
{
    const QString name = words.value(0);
    if (name.trimmed().isEmpty())
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "team create needs the team's NAME"));
    Teams *teams = m_ctx.need<Teams>();
    if (!teams)
        return Failed;
    const auto r = awaitAnswer<Team>([&](QObject *c, Platform::Done<Team> done) {
        teams->createTeam(name, m_ctx.value(u"description"_s), c, std::move(done));
    });
    return show(r, QCoreApplication::translate("CtlHelp", "making the team"));
}

CtlExit TeamCommands::invite(const QStringList &words)
{
    if (words.size() < 2)
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "team invite needs TEAM and the ACCOUNT's id"));
    const auto team = findTeam(words.value(0));
    if (!team)
        return team.exit();
    Teams *teams = m_ctx.need<Teams>();
    const auto r = awaitAnswer<Team>([&](QObject *c, Platform::Done<Team> done) {
        teams->inviteMember(team->id, words.value(1), m_ctx.value(u"name"_s), c, std::move(done));
    });
    return show(r, u"inviting "_s + words.value(1));
}

CtlExit TeamCommands::cancel(const QStringList &words)
{
    if (words.size() < 2)
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "team cancel needs TEAM and the ACCOUNT's id"));
    const auto team = findTeam(words.value(0));
    if (!team)
        return team.exit();
    Teams *teams = m_ctx.need<Teams>();
    const auto r = awaitAnswer<Team>([&](QObject *c, Platform::Done<Team> done) {
        teams->cancelInvitation(team->id, words.value(1), c, std::move(done));
    });
    return show(r, u"withdrawing the invitation of "_s + words.value(1));
}

CtlExit TeamCommands::give(const QStringList &words)
{
    return amount(words, false);
}

CtlExit TeamCommands::takeBack(const QStringList &words)
{
    return amount(words, true);
}

CtlExit TeamCommands::amount(const QStringList &words, bool takeBack)
{
    if (words.size() < 2 || !m_ctx.isSet(u"amount"_s))
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "give and take-back need TEAM, MEMBER and --amount"));
    const auto money = m_ctx.moneyOption(u"amount"_s);
    if (!money)
        return money.exit();
    const auto team = findTeam(words.value(0));
    if (!team)
        return team.exit();
    const QString who = words.value(1);
    const auto member = std::find_if(team->members.cbegin(), team->members.cend(), [&](const Team::Member &m) {
        return m.accountId == who || (!m.name.isEmpty() && m.name == who)
            || (!m.memberId.isEmpty() && m.memberId == who);
    });
    if (member == team->members.cend())
        return m_ctx.fail(QCoreApplication::translate("Ctl", "no member of %1 is '%2' (see gpudeskctl team ls)")
                              .arg(team->name, who));
    if (member->memberId.isEmpty())
        return m_ctx.fail(QCoreApplication::translate("Ctl", "%1 has not joined %2 yet: an amount goes to a member")
                              .arg(who, team->name));
    Teams *teams = m_ctx.need<Teams>();
    const auto r = awaitAnswer<Team>([&](QObject *c, Platform::Done<Team> done) {
        teams->giveAmount(team->id, member->memberId, *money, takeBack, c, std::move(done));
    });
    return show(r, (takeBack ? u"taking back from "_s : u"giving to "_s) + who);
}
