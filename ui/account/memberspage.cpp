#include "ui/account/memberspage.h"

#include "core/billing/statement.h"
#include "core/console/console.h"
#include "ui/account/accountinput.h"
#include "ui/account/identityprompt.h"
#include "ui/widgets/confirmer.h"
#include "ui/widgets/icons.h"
#include "ui/widgets/listmodel.h"
#include "ui/widgets/listtable.h"
#include "ui/widgets/messagestyle.h"

#include <QApplication>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

MembersPage::MembersPage(const Console &console, TeamMembers &members, UsageReports *spending,
                         SessionConfirmation *confirmation, Confirmer &confirmer, QWidget *parent)
    : ShellPage(parent)
    , m_console(console)
    , m_spending(spending)
    , m_confirmation(confirmation)
    , m_team(members)
    , m_confirmer(confirmer)
    , m_message(MessageStyle::paragraph({}, this))
    , m_notOwner(MessageStyle::paragraph(
          tr("Members are managed by the account's owner. Your own spend limits are on the Billing "
             "page."),
          this))
    , m_rows(new ListModel(
          {tr("Name"), tr("Logs in with"), tr("Daily limit"), tr("Limit per boot"), tr("Spent this month")}, this))
    , m_table(ListTable::make(m_rows, this))
    , m_addBox(new QGroupBox(tr("Add a member"), this))
    , m_name(new QLineEdit(this))
    , m_login(new QLineEdit(this))
    , m_password(new QLineEdit(this))
    , m_daily(new QLineEdit(this))
    , m_perBoot(new QLineEdit(this))
    , m_add(new QPushButton(tr("Add member"), this))
    , m_saveLimits(new QPushButton(tr("Set these limits for the selected member"), this))
    , m_remove(new QPushButton(tr("Remove…"), this))
{
    auto *intro = MessageStyle::paragraph(
        tr("Members log in with their own phone or e-mail and password, and spend your balance. "
           "Give each one limits: past them the platform stops their instances (yours go on)."),
        this);
    m_password->setEchoMode(QLineEdit::Password);
    m_login->setPlaceholderText(tr("Mobile number or e-mail address"));
    m_daily->setPlaceholderText(tr("empty: no limit"));
    m_perBoot->setPlaceholderText(tr("empty: no limit"));
    for (QLineEdit *field : {m_daily, m_perBoot})
        field->setMaximumWidth(160);
    auto *form = new QFormLayout(m_addBox);
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Logs in with:"), m_login);
    form->addRow(tr("Password:"), m_password);
    form->addRow(tr("Daily limit:"), m_daily);
    form->addRow(tr("Limit per boot:"), m_perBoot);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_saveLimits);
    buttons->addStretch();
    form->addRow(QString(), buttons);
    auto *listButtons = new QHBoxLayout;
    listButtons->addStretch();
    listButtons->addWidget(m_remove);
    m_message->hide();
    m_notOwner->hide();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_notOwner);
    layout->addWidget(m_message);
    layout->addWidget(m_table, 1);
    layout->addLayout(listButtons);
    layout->addWidget(m_addBox);

    connect(m_add, &QPushButton::clicked, this, &MembersPage::add);
    connect(m_saveLimits, &QPushButton::clicked, this, &MembersPage::saveLimits);
    connect(m_remove, &QPushButton::clicked, this, &MembersPage::remove);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &MembersPage::selectionChanged);
    selectionChanged();
    m_table->setAccessibleName(tr("Members"));
    readsAccountOf(m_console);
}

MembersPage::~MembersPage() = default;

QString MembersPage::title() const
{
    return tr("Members");
}

QIcon MembersPage::icon() const
{
    return Icons::get(QStringLiteral("members"));
}

void MembersPage::reload()
{
    if (!m_console.isLoaded())
        return;
    m_team.members(this, [this](const ApiResult<QList<Account>> &r) {
        m_owner = r.ok() || r.error().code != u"insufficient_scope"_s;
        m_notOwner->setVisible(!m_owner);
        m_table->setVisible(m_owner);
        m_addBox->setVisible(m_owner);
        m_remove->setVisible(m_owner);
        if (!r.ok()) {
            if (m_owner)
                say(tr("The members could not be read: %1").arg(r.error().sentence(m_console.currency())), true);
            Q_EMIT listed();
            return;
        }
        m_members = r.value();
        // What each spent this month, from the usage report by member.
        const auto &health = m_console.health();
        const QDateTime now = m_console.platformNow();
        UsageQuery query;
        query.group = u"member"_s;
        if (health && now.isValid()) {
            const QTimeZone zone(health->billingTimezone.toUtf8());
            query.from = StatementPeriod::containing(now, zone.isValid() ? zone : QTimeZone::utc()).from;
        }
        UsageReports *reports = m_spending;
        if (!reports || !reports->usageByCard()) { // no spending by member to show
            render();
            Q_EMIT listed();
            return;
        }
        reports->usage(query, this, [this](const ApiResult<Usage> &u) {
            m_spent.clear();
            for (const UsageItem &item : u.ok() ? u.value().items : QList<UsageItem>())
                m_spent[item.key] += item.amount;
            render();
            Q_EMIT listed();
        });
    });
}

void MembersPage::render()
{
    const Currency &currency = m_console.currency();
    const auto limit = [&](const std::optional<Money> &m) { return m ? currency.format(*m) : tr("none"); };
    const QString selected = [&] {
        const int row = m_table->currentIndex().row();
        return row >= 0 && row < m_members.size() ? m_members[row].id : QString();
    }();
    QList<ListRow> rows;
    for (const Account &a : std::as_const(m_members))
        rows.append({{a.name, a.phone.value_or(a.email.value_or(QString())), limit(a.spendLimits.dailyCents),
                      limit(a.spendLimits.perBootCents), currency.format(m_spent.value(a.id))},
                     a.id});
    m_rows->setRows(rows);
    // The member chosen stays chosen (a list read anew is a new list to the table).
    for (int row = 0; row < m_members.size(); ++row) {
        if (m_members[row].id == selected && m_table->currentIndex().row() != row)
            m_table->selectRow(row);
    }
    selectionChanged();
}

void MembersPage::selectionChanged()
{
    const int row = m_table->currentIndex().row();
    const bool chosen = row >= 0 && row < m_members.size() && m_table->selectionModel()->hasSelection();
    m_saveLimits->setEnabled(chosen);
    m_remove->setEnabled(chosen);
    if (chosen) {
        // The chosen member's limits in the fields, to change them.
        const Currency &currency = m_console.currency();
        const SpendLimits &l = m_members[row].spendLimits;
        m_daily->setText(l.dailyCents ? currency.decimal(*l.dailyCents) : QString());
        m_perBoot->setText(l.perBootCents ? currency.decimal(*l.perBootCents) : QString());
    }
}

std::optional<std::optional<Money>> MembersPage::limitIn(QLineEdit *field, const QString &what)
{
    if (field->text().trimmed().isEmpty())
        return std::optional<Money>();
    const auto amount = m_console.currency().parse(field->text());
    if (!amount || amount->isNegative()) {
        say(tr("%1: “%2” is not an amount; type it like 20 or 12.50, or leave it empty for no limit.")
                .arg(what, field->text()),
            true);
        return std::nullopt;
    }
    return std::optional<Money>(*amount);
}

void MembersPage::add()
{
    MemberSpec spec;
    spec.name = m_name->text().trimmed();
    const QString login = m_login->text().trimmed();
    if (spec.name.isEmpty())
        return say(tr("Give the member a name."), true);
    if (login.contains(u'@')) {
        if (const QString problem = AccountInput::emailProblem(login); !problem.isEmpty())
            return say(problem, true);
        spec.email = login;
    } else {
        if (const QString problem = AccountInput::phoneProblem(login); !problem.isEmpty())
            return say(problem, true);
        spec.phone = AccountInput::normalizedPhone(login);
    }
    spec.password = m_password->text();
    if (const QString problem = AccountInput::passwordProblem(spec.password, spec.phone.value_or(QString()));
        !problem.isEmpty())
        return say(problem, true);
    const auto daily = limitIn(m_daily, tr("Daily limit"));
    if (!daily)
        return;
    const auto perBoot = limitIn(m_perBoot, tr("Limit per boot"));
    if (!perBoot)
        return;
    spec.spendLimits = SpendLimits{*daily, *perBoot};
    m_add->setEnabled(false);
    Reconfirmation::run<Account>(
        m_confirmation, this, IdentityPrompt::asker(m_confirmer, this),
        [this, spec](Platform::Done<Account> done) { m_team.createMember(spec, this, done); },
        [this, login](const ApiResult<Account> &r) {
            m_add->setEnabled(true);
            if (!r.ok()) {
                say(tr("The member was not added: %1").arg(r.error().sentence(m_console.currency())), true);
                Q_EMIT listed();
                return;
            }
            for (QLineEdit *field : {m_name, m_login, m_password})
                field->clear();
            say(tr("%1 can log in now with %2 and the password you chose.").arg(r.value().name, login), false);
            reload();
        });
}

void MembersPage::saveLimits()
{
    const int row = m_table->currentIndex().row();
    if (row < 0 || row >= m_members.size())
        return;
    MemberUpdate update;
    update.dailyLimit = limitIn(m_daily, tr("Daily limit"));
    if (!update.dailyLimit)
        return;
    update.perBootLimit = limitIn(m_perBoot, tr("Limit per boot"));
    if (!update.perBootLimit)
        return;
    Reconfirmation::run<Account>(
        m_confirmation, this, IdentityPrompt::asker(m_confirmer, this),
        [this, id = m_members[row].id, update](Platform::Done<Account> done) {
            m_team.updateMember(id, update, this, done);
        },
        [this](const ApiResult<Account> &r) {
            if (!r.ok()) {
                say(tr("The limits were not changed: %1").arg(r.error().sentence(m_console.currency())), true);
                Q_EMIT listed();
                return;
            }
            say(tr("%1's limits are set; they apply from now.").arg(r.value().name), false);
            reload();
        });
}

void MembersPage::remove()
{
    const int row = m_table->currentIndex().row();
    if (row < 0 || row >= m_members.size())
        return;
    const Account member = m_members[row];
    if (!m_confirmer.confirm(this, tr("Remove %1?").arg(member.name),
                             tr("%1 can no longer log in; their sessions and API tokens stop at once. What they "
                                "rented stays in your ledger, and their volumes and images become yours.")
                                 .arg(member.name),
                             tr("Remove")))
        return;
    m_team.deleteMember(member.id, this, [this, name = member.name](const ApiResult<Nothing> &r) {
        if (!r.ok())
            say(tr("%1 was not removed: %2").arg(name, r.error().sentence(m_console.currency())), true);
        else
            say(tr("%1 is removed.").arg(name), false);
        reload();
    });
}

void MembersPage::say(const QString &sentence, bool problem)
{
    MessageStyle::say(m_message, sentence, problem);
}
