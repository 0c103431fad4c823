#include "ui/account/teampage.h"

#include "core/api/platform.h"
#include "core/console/console.h"
#include "ui/widgets/confirmer.h"
#include "ui/widgets/icons.h"
#include "ui/widgets/listmodel.h"
#include "ui/widgets/listtable.h"
#include "ui/widgets/messagestyle.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

TeamPage::TeamPage(const Console &console, Teams &teams, Confirmer &confirmer, QWidget *parent)
    : ShellPage(parent)
    , m_console(console)
    , m_facet(teams)
    , m_confirmer(confirmer)
    , m_message(MessageStyle::paragraph({}, this))
    , m_teamChooser(new QComboBox(this))
    , m_newTeam(new QPushButton(tr("New team…"), this))
    , m_rows(new ListModel({tr("Name"), tr("Account"), tr("Status"), tr("Given"), tr("Left to spend")}, this))
    , m_table(ListTable::make(m_rows, this))
    , m_empty(MessageStyle::paragraph({}, this))
    , m_account(new QLineEdit(this))
    , m_name(new QLineEdit(this))
    , m_invite(new QPushButton(tr("Invite"), this))
    , m_withdraw(new QPushButton(tr("Withdraw the invitation"), this))
    , m_amount(new QLineEdit(this))
    , m_give(new QPushButton(tr("Give"), this))
    , m_takeBack(new QPushButton(tr("Take back"), this))
{
    auto *intro = MessageStyle::paragraph(
        tr("A team's members are accounts of their own on the platform — a lab's students, say. Invite one by "
           "the account's id; once they accept on the platform's web site, give them an amount to spend from "
           "your balance, and take back what they have not spent."),
        this);
    m_rows->setRightAligned({3, 4});
    m_account->setPlaceholderText(tr("The account's id, a number"));
    m_name->setPlaceholderText(tr("Your name for them (optional)"));
    m_amount->setPlaceholderText(m_console.currency().format(Money::fromCents(10000)));
    m_amount->setMaximumWidth(160);
    m_newTeam->setObjectName(u"newTeam"_s);
    m_invite->setObjectName(u"invite"_s);
    m_give->setObjectName(u"give"_s);
    m_takeBack->setObjectName(u"takeBack"_s);

    auto *chooser = new QHBoxLayout;
    chooser->addWidget(new QLabel(tr("Team:"), this));
    chooser->addWidget(m_teamChooser, 1);
    chooser->addWidget(m_newTeam);

    auto *inviteBox = new QGroupBox(tr("Invite an account"), this);
    MessageStyle::section(inviteBox);
    auto *inviteForm = new QFormLayout(inviteBox);
    inviteForm->addRow(tr("Account id:"), m_account);
    inviteForm->addRow(tr("Name:"), m_name);
    inviteForm->addRow(QString(), m_invite);

    auto *amountBox = new QGroupBox(tr("The member chosen above"), this);
    MessageStyle::section(amountBox);
    auto *amountRow = new QHBoxLayout(amountBox);
    amountRow->addWidget(new QLabel(tr("Amount:"), this));
    amountRow->addWidget(m_amount);
    amountRow->addWidget(m_give);
    amountRow->addWidget(m_takeBack);
    amountRow->addStretch(1);
    amountRow->addWidget(m_withdraw);

    auto *lower = new QHBoxLayout;
    lower->addWidget(amountBox, 1);
    lower->addWidget(inviteBox, 1);

    m_message->hide();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(chooser);
    layout->addWidget(m_message);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_empty);
    layout->addLayout(lower);

    connect(m_teamChooser, &QComboBox::currentIndexChanged, this, &TeamPage::render);
    connect(m_newTeam, &QPushButton::clicked, this, &TeamPage::newTeam);
    connect(m_invite, &QPushButton::clicked, this, &TeamPage::invite);
    connect(m_withdraw, &QPushButton::clicked, this, &TeamPage::withdraw);
    connect(m_give, &QPushButton::clicked, this, [this] { giveOrTake(false); });
    connect(m_takeBack, &QPushButton::clicked, this, [this] { giveOrTake(true); });
    connect(m_account, &QLineEdit::textChanged, this, &TeamPage::selectionChanged);
    connect(m_amount, &QLineEdit::textChanged, this, &TeamPage::selectionChanged);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &TeamPage::selectionChanged);
    m_table->setAccessibleName(tr("Members"));
    render();
    readsAccountOf(m_console);
}

TeamPage::~TeamPage() = default;

QString TeamPage::title() const
{
    return tr("Team");
}

QIcon TeamPage::icon() const
{
    return Icons::get(QStringLiteral("members"));
}

void TeamPage::reload()
{
    if (!m_console.isLoaded())
        return;
    m_facet.teams(this, [this](const ApiResult<QList<Team>> &r) {
        if (!r.ok()) {
            say(tr("The teams could not be read: %1").arg(r.error().sentence(m_console.currency())), true);
            Q_EMIT settled();
            return;
        }
        m_list = r.value();
        render();
        Q_EMIT settled();
    });
}

const Team *TeamPage::chosenTeam() const
{
    const QString id = m_teamChooser->currentData().toString();
    for (const Team &t : m_list)
        if (t.id == id)
            return &t;
    return nullptr;
}

const Team::Member *TeamPage::chosenMember() const
{
    const Team *team = chosenTeam();
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (!team || rows.isEmpty())
        return nullptr;
    const QString account = m_rows->data(rows.first(), ListModel::KeyRole).toString();
    for (const Team::Member &m : team->members)
        if (m.accountId == account)
            return &m;
    return nullptr;
}

void TeamPage::render()
{
    const QString was = m_teamChooser->currentData().toString();
    {
        const QSignalBlocker quiet(m_teamChooser);
        m_teamChooser->clear();
        for (const Team &t : std::as_const(m_list))
            m_teamChooser->addItem(t.description.isEmpty() ? t.name : tr("%1 — %2").arg(t.name, t.description), t.id);
        m_teamChooser->setCurrentIndex(std::max(0, m_teamChooser->findData(was)));
    }
    const Team *team = chosenTeam();
    const Currency &currency = m_console.currency();
    QList<ListRow> rows;
    for (const Team::Member &m : team ? team->members : QList<Team::Member>()) {
        ListRow row;
        row.key = m.accountId;
        QString status = m.status;
        if (m.status == u"pending"_s) {
            status = tr("Invited, not joined yet");
            row.tone = ListRow::Tone::Warning;
        } else if (m.status == u"joined"_s) {
            status = tr("Joined");
        } else if (m.status == u"rejected"_s) {
            status = tr("Declined");
            row.tone = ListRow::Tone::Problem;
        } else if (m.status == u"canceled"_s) {
            status = tr("Invitation withdrawn");
        }
        const bool joined = m.status == u"joined"_s;
        row.cells = {m.name.isEmpty() ? tr("(no name)") : m.name, m.accountId, status,
                     joined ? currency.format(m.given) : QString(), joined ? currency.format(m.left) : QString()};
        rows << row;
    }
    m_rows->setRows(rows);
    m_teamChooser->setEnabled(!m_list.isEmpty());
    m_empty->setText(m_list.isEmpty()     ? tr("No team yet: make one with New team….")
                         : rows.isEmpty() ? tr("No members yet: invite an account below.")
                                          : QString());
    m_empty->setVisible(!m_empty->text().isEmpty());
    m_table->setVisible(!rows.isEmpty());
    selectionChanged();
}

void TeamPage::selectionChanged()
{
    const Team *team = chosenTeam();
    const Team::Member *m = chosenMember();
    const bool joined = m && m->status == u"joined"_s && !m->memberId.isEmpty();
    const bool amount = m_console.currency().parse(m_amount->text().trimmed()).value_or(Money()).cents() > 0;
    m_invite->setEnabled(team && !m_account->text().trimmed().isEmpty());
    m_give->setEnabled(joined && amount);
    m_takeBack->setEnabled(joined && amount);
    m_withdraw->setVisible(m && m->status == u"pending"_s);
    m_give->setToolTip(m && !joined ? tr("They have not joined the team yet.") : QString());
}

void TeamPage::newTeam()
{
    const auto name = m_confirmer.askText(this, tr("New team"), tr("The team's name:"), {});
    if (!name || name->trimmed().isEmpty())
        return;
    say(tr("Asking the platform…"), false);
    m_facet.createTeam(*name, {}, this, [this](const ApiResult<Team> &r) {
        if (r.ok()) {
            m_list << r.value();
            render();
            m_teamChooser->setCurrentIndex(m_teamChooser->findData(r.value().id));
        }
        answered(r, r.ok() ? tr("Team “%1” is made: invite its members below.").arg(r.value().name) : QString());
    });
}

void TeamPage::invite()
{
    const Team *team = chosenTeam();
    if (!team)
        return;
    const QString account = m_account->text().trimmed();
    say(tr("Asking the platform…"), false);
    m_facet.inviteMember(team->id, account, m_name->text().trimmed(), this, [this, account](const ApiResult<Team> &r) {
        if (r.ok()) {
            m_account->clear();
            m_name->clear();
        }
        answered(r, tr("Invited %1: they join once they accept on the platform's web site.").arg(account));
    });
}

void TeamPage::withdraw()
{
    const Team *team = chosenTeam();
    const Team::Member *m = chosenMember();
    if (!team || !m)
        return;
    const QString account = m->accountId;
    m_facet.cancelInvitation(team->id, account, this, [this, account](const ApiResult<Team> &r) {
        answered(r, tr("The invitation of %1 is withdrawn.").arg(account));
    });
}

void TeamPage::giveOrTake(bool takeBack)
{
    const Team *team = chosenTeam();
    const Team::Member *m = chosenMember();
    const auto amount = m_console.currency().parse(m_amount->text().trimmed());
    if (!team || !m || !amount)
        return;
    // Copied: the confirmation's event loop may let a reload replace the list they point into.
    const QString teamId = team->id;
    const QString memberId = m->memberId;
    const QString who = m->name.isEmpty() ? m->accountId : m->name;
    const QString money = m_console.currency().format(*amount);
    if (!takeBack
        && !m_confirmer.confirm(this, tr("Give an amount"),
                                tr("Give %1 %2 to spend, from your balance?").arg(who, money), tr("Give")))
        return;
    say(tr("Asking the platform…"), false);
    m_facet.giveAmount(
        teamId, memberId, *amount, takeBack, this, [this, who, money, takeBack](const ApiResult<Team> &r) {
            if (r.ok())
                m_amount->clear();
            answered(
                r, takeBack ? tr("Took %1 back from %2.").arg(money, who) : tr("Gave %2 %1 to spend.").arg(money, who));
        });
}

void TeamPage::answered(const ApiResult<Team> &now, const QString &done)
{
    if (!now.ok()) {
        say(now.error().sentence(m_console.currency()), true);
        Q_EMIT settled();
        return;
    }
    for (Team &t : m_list)
        if (t.id == now.value().id)
            t = now.value();
    render();
    say(done, false);
    Q_EMIT settled();
}

void TeamPage::say(const QString &sentence, bool problem)
{
    MessageStyle::say(m_message, sentence, problem);
    m_message->setVisible(!sentence.isEmpty());
}
