// gpudeskctl members: the team, what each spent, and their limits.
#include "cli/membercommands.h"

#include "cli/terminalprompt.h"
#include "core/api/codecs.h"
#include "core/billing/statement.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Qt::StringLiterals;

QList<CtlCommand> MemberCommands::table()
{
    return {
        {.path = {u"members"_s, u"ls"_s},
         .summary
         = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "people who spend your balance, within their own limits")),
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<MemberCommands, &MemberCommands::list>,
         .isDefault = true},
        {.path = {u"members"_s, u"add"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "a member with a login of their own")),
         .details = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp",
                               "Needs --name and --phone or --email; the password is typed, or read with "
                               "--password-stdin (then your own, "
                               "on the next line, when the platform asks you to confirm it is you).")),
         .options = {u"name"_s, u"phone"_s, u"email"_s, u"password-stdin"_s, u"daily"_s, u"per-boot"_s},
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<MemberCommands, &MemberCommands::add>},
        {.path = {u"members"_s, u"rm"_s},
         .arguments = u"ID"_s,
         .summary
         = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "remove a member: their sessions and tokens stop working")),
         .needs = Needs::Login,
         .words = {Word::Other},
         .run = &CtlGroup::run<MemberCommands, &MemberCommands::remove>},
        {.path = {u"members"_s, u"limits"_s},
         .arguments = u"ID"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "a member's spend limits")),
         .details = CtlContext::confirmingHelp(),
         .options = {u"daily"_s, u"per-boot"_s, u"password-stdin"_s},
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Other},
         .run = &CtlGroup::run<MemberCommands, &MemberCommands::limits>},
    };
}

CtlExit MemberCommands::list(const QStringList &)
{
    TeamMembers *team = m_ctx.need<TeamMembers>();
    if (!team)
        return Failed;
    const auto r = awaitAnswer<QList<Account>>(
        [&](QObject *c, Platform::Done<QList<Account>> done) { team->members(c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing members"));
    if (m_ctx.json()) {
        QJsonArray items;
        for (const Account &a : r.value())
            items.append(Codecs::encode(a));
        m_ctx.printJson(items);
        return Ok;
    }
    if (r.value().isEmpty()) {
        m_out << QCoreApplication::translate(
            "Ctl", "no members; add one with: gpudeskctl members add --name N --phone P --password-stdin")
              << '\n';
        return Ok;
    }
    // What each spent this month, from the usage report by member.
    QHash<QString, Money> spent;
    if (const auto h = m_ctx.platformHealth()) {
        UsageQuery query;
        query.group = u"member"_s;
        query.from = StatementPeriod::containing(h->serverTime, m_ctx.billingZone()).from;
        query.to = h->serverTime;
        if (UsageReports *reports = m_ctx.platform().facet<UsageReports>()) {
            const auto usage = awaitAnswer<::Usage>(
                [&](QObject *c, Platform::Done<::Usage> done) { reports->usage(query, c, std::move(done)); });
            for (const UsageItem &u : usage.ok() ? usage.value().items : QList<UsageItem>())
                spent[u.key] += u.amount;
        }
    }
    const auto said = [this](const std::optional<Money> &m) { return m ? m_ctx.money(*m) : u"none"_s; };
    for (const Account &a : r.value())
        m_out << a.id << "  " << a.name << "  " << a.phone.value_or(a.email.value_or(QString())) << "  daily limit "
              << said(a.spendLimits.dailyCents) << ", per boot " << said(a.spendLimits.perBootCents)
              << "  spent this month " << m_ctx.money(spent.value(a.id)) << '\n';
    return Ok;
}

CtlExit MemberCommands::add(const QStringList &)
{
    MemberSpec spec;
    spec.name = m_ctx.value(u"name"_s).trimmed();
    if (m_ctx.isSet(u"phone"_s))
        spec.phone = m_ctx.value(u"phone"_s).trimmed();
    if (m_ctx.isSet(u"email"_s))
        spec.email = m_ctx.value(u"email"_s).trimmed();
    if (spec.name.isEmpty() || (!spec.phone && !spec.email))
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "members add needs --name N and --phone P or --email E"));
    const CtlGot<CtlContext::Limits> limits = m_ctx.limitOptions();
    if (!limits)
        return limits.exit();
    spec.spendLimits.dailyCents = limits->daily.value_or(std::nullopt);
    spec.spendLimits.perBootCents = limits->perBoot.value_or(std::nullopt);
    spec.password = TerminalPrompt::secretLine(QCoreApplication::translate("Ctl", "The member's password: "), m_err);
    if (spec.password.isEmpty())
        return m_ctx.usage(
            QT_TRANSLATE_NOOP("CtlHelp", "members add needs the member's password (typed, or with --password-stdin)"));
    TeamMembers *team = m_ctx.need<TeamMembers>();
    if (!team)
        return Failed;
    const auto r = m_ctx.awaitConfirmed<Account>(
        [&](QObject *c, Platform::Done<Account> done) { team->createMember(spec, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "adding the member"));
    if (m_ctx.json())
        m_ctx.printJson(Codecs::encode(r.value()));
    else
        m_out << QCoreApplication::translate("Ctl", "added %1 (%2); they log in with %3 and spend your balance")
                     .arg(r.value().id, r.value().name, spec.phone.value_or(spec.email.value_or(QString())))
              << '\n';
    return Ok;
}

CtlExit MemberCommands::remove(const QStringList &words)
{
    const QString id = words.value(0);
    if (id.isEmpty())
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "members rm needs the member's id (see members ls)"));
    TeamMembers *team = m_ctx.need<TeamMembers>();
    if (!team)
        return Failed;
    const auto r = awaitAnswer<Nothing>(
        [&](QObject *c, Platform::Done<Nothing> done) { team->deleteMember(id, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "removing the member"));
    m_out << QCoreApplication::translate("Ctl", "removed %1; their sessions and tokens stop working now").arg(id)
          << '\n';
    return Ok;
}

CtlExit MemberCommands::limits(const QStringList &words)
{
    const QString id = words.value(0);
    const CtlGot<CtlContext::Limits> limits = m_ctx.limitOptions();
    if (!limits)
        return limits.exit();
    MemberUpdate update;
    update.dailyLimit = limits->daily;
    update.perBootLimit = limits->perBoot;
    if (id.isEmpty() || (!update.dailyLimit && !update.perBootLimit))
        return m_ctx.usage(QT_TRANSLATE_NOOP(
            "CtlHelp", "members limits needs the member's id and --daily AMOUNT|off or --per-boot AMOUNT|off"));
    TeamMembers *team = m_ctx.need<TeamMembers>();
    if (!team)
        return Failed;
    const auto r = m_ctx.awaitConfirmed<Account>(
        [&](QObject *c, Platform::Done<Account> done) { team->updateMember(id, update, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "setting the member's limits"));
    if (m_ctx.json()) {
        m_ctx.printJson(Codecs::encode(r.value()));
        return Ok;
    }
    const auto said = [this](const std::optional<Money> &m) { return m ? m_ctx.money(*m) : u"none"_s; };
    m_out << r.value().name << ": daily limit " << said(r.value().spendLimits.dailyCents) << ", per boot "
          << said(r.value().spendLimits.perBootCents) << '\n';
    return Ok;
}
