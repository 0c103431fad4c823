#include "ui/account/tokenspage.h"

#include "core/console/console.h"
#include "ui/account/identityprompt.h"
#include "ui/widgets/confirmer.h"
#include "ui/widgets/icons.h"
#include "ui/widgets/listmodel.h"
#include "ui/widgets/listtable.h"
#include "ui/widgets/messagestyle.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

TokensPage::TokensPage(const Console &console, ApiTokens &tokens, SessionConfirmation *confirmation,
                       Confirmer &confirmer, QWidget *parent)
    : ShellPage(parent)
    , m_console(console)
    , m_confirmation(confirmation)
    , m_store(tokens)
    , m_confirmer(confirmer)
    , m_name(new QLineEdit(this))
    , m_days(new QSpinBox(this))
    , m_create(new QPushButton(tr("Create token"), this))
    , m_secretBox(new QGroupBox(tr("Your new token"), this))
    , m_secret(new QLineEdit(this))
    , m_copy(new QPushButton(tr("Copy"), this))
    , m_rows(new ListModel({tr("Name"), tr("May"), tr("Expires"), tr("Last used")}, this))
    , m_table(ListTable::make(m_rows, this))
    , m_rotate(new QPushButton(tr("New secret…"), this))
    , m_revoke(new QPushButton(tr("Revoke…"), this))
    , m_message(MessageStyle::paragraph({}, this))
{
    auto *intro = MessageStyle::paragraph(
        tr("A token lets a script or gpudeskctl act for you without your password (set it as "
           "GPUDESK_TOKEN). One token per purpose, with only the scopes it needs; never put one "
           "in code or a notebook, and keep the file it lives in listed in .gitignore."),
        this);
    m_name->setPlaceholderText(tr("What it is for, e.g. “training script on the lab server”"));
    m_name->setMaxLength(40);
    auto *scopes = new QVBoxLayout;
    const QList<std::pair<QString, QString>> scopeTexts{
        {u"read"_s, tr("Read: see instances, the balance and the ledger")},
        {u"instances"_s, tr("Instances: create, start, stop and release them, volumes and images")},
        {u"billing"_s, tr("Billing: spend limits and adding money")},
        {u"keys"_s, tr("SSH keys: add and remove them")}};
    for (const auto &[scope, text] : scopeTexts) {
        auto *box = new QCheckBox(text, this);
        box->setObjectName(scope);
        box->setChecked(scope == u"read"_s);
        m_scopes << box;
        scopes->addWidget(box);
    }
    m_days->setRange(ApiToken::kMinDays, ApiToken::kMaxDays);
    m_days->setValue(kDefaultDays);
    m_days->setSuffix(tr(" days"));
    m_days->setMaximumWidth(120);
    auto *createBox = new QGroupBox(tr("New token"), this);
    auto *form = new QFormLayout(createBox);
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("May:"), scopes);
    form->addRow(tr("Expires after:"), m_days);
    auto *createRow = new QHBoxLayout;
    createRow->addWidget(m_create);
    createRow->addStretch();
    form->addRow(QString(), createRow);

    m_secret->setReadOnly(true);
    m_secret->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_secret->setObjectName(u"secret"_s);
    auto *secretRow = new QHBoxLayout;
    secretRow->addWidget(m_secret, 1);
    secretRow->addWidget(m_copy);
    auto *secretLayout = new QVBoxLayout(m_secretBox);
    auto *once
        = MessageStyle::paragraph(tr("Shown only now: copy it into the environment variable or the file that needs it. "
                                     "If it is lost, revoke it and create another."),
                                  this);
    MessageStyle::warning(once);
    secretLayout->addWidget(once);
    secretLayout->addLayout(secretRow);
    m_secretBox->hide();

    auto *listButtons = new QHBoxLayout;
    listButtons->addStretch();
    listButtons->addWidget(m_rotate);
    listButtons->addWidget(m_revoke);
    m_message->hide();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_message);
    layout->addWidget(createBox);
    layout->addWidget(m_secretBox);
    layout->addWidget(m_table, 1);
    layout->addLayout(listButtons);

    connect(m_create, &QPushButton::clicked, this, &TokensPage::create);
    connect(m_copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(m_secret->text()); });
    connect(m_revoke, &QPushButton::clicked, this, &TokensPage::revoke);
    connect(m_rotate, &QPushButton::clicked, this, &TokensPage::rotate);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        m_revoke->setEnabled(m_table->selectionModel()->hasSelection());
        m_rotate->setEnabled(m_table->selectionModel()->hasSelection());
    });
    m_revoke->setEnabled(false);
    m_rotate->setEnabled(false);
    m_rotate->setToolTip(tr("A new secret for the same name and scopes (rotation); the old one can go on for a while, "
                            "so scripts can be given the new one first."));
    m_table->setAccessibleName(tr("API tokens"));
    readsAccountOf(m_console);
}

TokensPage::~TokensPage() = default;

QString TokensPage::title() const
{
    return tr("API tokens");
}

QIcon TokensPage::icon() const
{
    return Icons::get(QStringLiteral("tokens"));
}

QString TokensPage::scopeName(const QString &scope)
{
    if (scope == u"read"_s)
        return tr("read");
    if (scope == u"instances"_s)
        return tr("instances");
    if (scope == u"billing"_s)
        return tr("billing");
    if (scope == u"keys"_s)
        return tr("SSH keys");
    return scope;
}

QCheckBox *TokensPage::scope(const QString &scope) const
{
    for (QCheckBox *box : m_scopes) {
        if (box->objectName() == scope)
            return box;
    }
    return nullptr;
}

void TokensPage::reload()
{
    if (!m_console.isLoaded())
        return;
    m_store.tokens(this, [this](const ApiResult<QList<ApiToken>> &r) {
        if (!r.ok()) {
            say(tr("The tokens could not be read: %1").arg(r.error().sentence(m_console.currency())), true);
            Q_EMIT listed();
            return;
        }
        m_tokens = r.value();
        const QLocale locale;
        const QDateTime now = m_console.platformNow();
        QList<ListRow> rows;
        for (const ApiToken &t : std::as_const(m_tokens)) {
            const qint64 days = now.isValid() ? now.secsTo(t.expiresAt) / 86400 : kSoonDays + 1;
            QString expires = locale.toString(t.expiresAt.toLocalTime(), QLocale::ShortFormat);
            if (t.expired || (now.isValid() && t.expiresAt <= now))
                expires = tr("expired %1").arg(expires);
            else
                expires += u"  "_s + tr("(in %n day(s))", "", int(days));
            const QString used
                = t.lastUsedAt ? locale.toString(t.lastUsedAt->toLocalTime(), QLocale::ShortFormat) : tr("never");
            QStringList scopes;
            for (const QString &scope : t.scopes)
                scopes << scopeName(scope);
            const bool soon = !t.expired && days < kSoonDays;
            rows.append({.cells = {t.name, scopes.join(u", "_s), expires, used},
                         .key = t.id,
                         .tone = t.expired ? ListRow::Tone::Problem
                             : soon        ? ListRow::Tone::Warning
                                           : ListRow::Tone::Plain,
                         .strongColumn = soon ? int(Expires) : -1});
        }
        m_rows->setRows(rows);
        Q_EMIT listed();
    });
}

void TokensPage::create()
{
    const QString name = m_name->text().trimmed();
    QStringList scopes;
    for (const QCheckBox *box : std::as_const(m_scopes)) {
        if (box->isChecked())
            scopes << box->objectName();
    }
    if (name.isEmpty())
        return say(tr("Give the token a name that says what it is for."), true);
    if (scopes.isEmpty())
        return say(tr("Choose what the token may do (at least one scope)."), true);
    m_create->setEnabled(false);
    Reconfirmation::run<ApiTokenCreated>(
        m_confirmation, this, IdentityPrompt::asker(m_confirmer, this),
        [this, name, scopes, days = m_days->value()](Platform::Done<ApiTokenCreated> done) {
            m_store.createToken(name, scopes, days, this, done);
        },
        [this](const ApiResult<ApiTokenCreated> &r) {
            m_create->setEnabled(true);
            if (!r.ok()) {
                say(tr("No token was created: %1").arg(r.error().sentence(m_console.currency())), true);
                return;
            }
            m_secret->setText(r.value().token);
            m_secretBox->show();
            m_name->clear();
            m_message->hide();
            reload();
        });
}

void TokensPage::revoke()
{
    const int row = m_table->currentIndex().row();
    if (row < 0 || row >= m_tokens.size())
        return;
    const ApiToken token = m_tokens[row];
    if (!m_confirmer.confirm(this, tr("Revoke %1?").arg(token.name),
                             tr("Scripts that use “%1” stop working at once. This cannot be undone; a new token "
                                "can be created.")
                                 .arg(token.name),
                             tr("Revoke")))
        return;
    m_store.revokeToken(token.id, this, [this, name = token.name](const ApiResult<Nothing> &r) {
        if (!r.ok())
            say(tr("%1 was not revoked: %2").arg(name, r.error().sentence(m_console.currency())), true);
        else
            say(tr("%1 is revoked.").arg(name), false);
        m_secretBox->hide();
        m_secret->clear();
        reload();
    });
}

void TokensPage::rotate()
{
    const int row = m_table->currentIndex().row();
    if (row < 0 || row >= m_tokens.size())
        return;
    const ApiToken token = m_tokens[row];
    static constexpr int kGraces[] = {0, 3600, 86400};
    const int chosen = m_confirmer.choose(
        this, tr("A new secret for %1?").arg(token.name),
        tr("“%1” gets a new secret with the same scopes, shown once. How long may scripts go on with the old one?")
            .arg(token.name),
        {tr("Not at all"), tr("One hour"), tr("One day")});
    if (chosen < 0 || chosen > 2)
        return;
    const int grace = kGraces[chosen];
    Reconfirmation::run<ApiTokenCreated>(
        m_confirmation, this, IdentityPrompt::asker(m_confirmer, this),
        [this, id = token.id, grace](Platform::Done<ApiTokenCreated> done) {
            m_store.rotateToken(id, grace, this, done);
        },
        [this, name = token.name, grace](const ApiResult<ApiTokenCreated> &r) {
            if (!r.ok()) {
                say(tr("%1 keeps its secret: %2").arg(name, r.error().sentence(m_console.currency())), true);
                return;
            }
            m_secret->setText(r.value().token);
            m_secretBox->show();
            const QString until
                = QLocale().toString(m_console.platformNow().addSecs(grace).toLocalTime(), QLocale::ShortFormat);
            say(grace > 0 ? tr("%1 has a new secret. The old one works until %2; then it stops.").arg(name, until)
                          : tr("%1 has a new secret; the old one stopped working now.").arg(name),
                false);
            reload();
        });
}

void TokensPage::say(const QString &sentence, bool problem)
{
    MessageStyle::say(m_message, sentence, problem);
}
