#include "ui/account/securitypage.h"

#include "core/console/console.h"
#include "core/session/loginhistory.h"
#include "ui/account/accountinput.h"
#include "ui/account/identityprompt.h"
#include "ui/account/verificationdialog.h"
#include "ui/widgets/confirmer.h"
#include "ui/widgets/icons.h"
#include "ui/widgets/listmodel.h"
#include "ui/widgets/listtable.h"
#include "ui/widgets/messagestyle.h"
#include "ui/widgets/qrcode.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QLineEdit *passwordField(QWidget *parent)
{
    auto *field = new QLineEdit(parent);
    field->setEchoMode(QLineEdit::Password);
    field->setMaximumWidth(260);
    return field;
}
} // namespace

SecurityPage::SecurityPage(const Console &console, const Sources &sources, Confirmer &confirmer, const Clock &clock,
                           QWidget *parent)
    : ShellPage(parent)
    , m_console(console)
    , m_sources(sources)
    , m_confirmer(confirmer)
    , m_clock(clock)
    , m_message(MessageStyle::paragraph({}, this))
    , m_twoFactorStatus(MessageStyle::paragraph({}, this))
    , m_twoFactorButton(new QPushButton(this))
    , m_enrol(new QGroupBox(tr("Add gpudesk to your authenticator app"), this))
    , m_qr(new QLabel(this))
    , m_secret(new QLabel(this))
    , m_code(new QLineEdit(this))
    , m_confirm(new QPushButton(tr("Turn on"), this))
    , m_codes(new QGroupBox(tr("Recovery codes"), this))
    , m_recovery(new QPlainTextEdit(this))
    , m_copyCodes(new QPushButton(tr("Copy"), this))
    , m_saveCodes(new QPushButton(tr("Save as…"), this))
    , m_loginRows(new ListModel({tr("When"), tr("Result"), tr("Address"), tr("Program")}, this))
    , m_logins(ListTable::make(m_loginRows, this, false))
    , m_current(passwordField(this))
    , m_new(passwordField(this))
    , m_repeat(passwordField(this))
    , m_change(new QPushButton(tr("Change password"), this))
    , m_verification(MessageStyle::paragraph({}, this))
    , m_verify(new QPushButton(tr("Verify your real name…"), this))
{
    m_message->setObjectName(u"message"_s);
    m_message->hide();

    // Two-factor login.
    auto *twoFactor = new QGroupBox(tr("Two-factor login"), this);
    auto *twoFactorLayout = new QVBoxLayout(twoFactor);
    twoFactorLayout->addWidget(
        MessageStyle::paragraph(tr("With two-factor login, a stolen password alone does not open your account "
                                   "(and its balance): logging in also takes the 6-digit code your phone's "
                                   "authenticator app shows."),
                                this));
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_twoFactorStatus, 1);
    statusRow->addWidget(m_twoFactorButton);
    twoFactorLayout->addLayout(statusRow);
    m_qr->setObjectName(u"qr"_s);
    m_secret->setObjectName(u"secret"_s);
    m_secret->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_secret->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_code->setPlaceholderText(tr("6 digits"));
    m_code->setMaximumWidth(120);
    auto *enrolText = new QVBoxLayout;
    enrolText->addWidget(
        MessageStyle::paragraph(tr("Scan the code with the app (Google Authenticator, Microsoft Authenticator, "
                                   "FreeOTP…), or type the key below into it. Then enter the code it shows."),
                                this));
    enrolText->addWidget(m_secret);
    auto *confirmRow = new QHBoxLayout;
    confirmRow->addWidget(m_code);
    confirmRow->addWidget(m_confirm);
    confirmRow->addStretch();
    enrolText->addLayout(confirmRow);
    enrolText->addStretch();
    auto *enrolLayout = new QHBoxLayout(m_enrol);
    enrolLayout->addWidget(m_qr);
    enrolLayout->addLayout(enrolText, 1);
    m_enrol->hide();
    twoFactorLayout->addWidget(m_enrol);
    m_recovery->setReadOnly(true);
    m_recovery->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_recovery->setMaximumHeight(140);
    auto *codesButtons = new QHBoxLayout;
    codesButtons->addWidget(m_copyCodes);
    codesButtons->addWidget(m_saveCodes);
    codesButtons->addStretch();
    auto *codesLayout = new QVBoxLayout(m_codes);
    codesLayout->addWidget(
        MessageStyle::paragraph(tr("These are shown only now. Each one logs you in once without the app (a lost "
                                   "phone). Keep them offline, away from your password."),
                                this));
    codesLayout->addWidget(m_recovery);
    codesLayout->addLayout(codesButtons);
    m_codes->hide();
    twoFactorLayout->addWidget(m_codes);

    // Real-name verification.
    auto *verification = new QGroupBox(tr("Real-name verification"), this);
    auto *verificationLayout = new QHBoxLayout(verification);
    verificationLayout->addWidget(m_verification, 1);
    verificationLayout->addWidget(m_verify);

    // The password.
    auto *password = new QGroupBox(tr("Password"), this);
    auto *passwordForm = new QFormLayout(password);
    passwordForm->addRow(tr("Current password:"), m_current);
    passwordForm->addRow(tr("New password:"), m_new);
    passwordForm->addRow(tr("New password again:"), m_repeat);
    auto *changeRow = new QHBoxLayout;
    changeRow->addWidget(m_change);
    changeRow->addStretch();
    passwordForm->addRow(QString(), changeRow);

    // Recent logins.
    auto *logins = new QGroupBox(tr("Recent logins"), this);
    auto *loginsLayout = new QVBoxLayout(logins);
    loginsLayout->addWidget(
        MessageStyle::paragraph(tr("A login from an address you have not used before is marked: if it was not "
                                   "you, change the password now and turn on two-factor login."),
                                this));
    m_logins->setMinimumHeight(160);
    m_logins->setAccessibleName(tr("Recent logins"));
    loginsLayout->addWidget(m_logins);

    // A section for each of the account's facets the platform has.
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->addWidget(m_message);
    layout->addWidget(twoFactor);
    twoFactor->setVisible(sources.twoFactor);
    layout->addWidget(verification);
    verification->setVisible(sources.verification);
    layout->addWidget(password);
    password->setVisible(sources.passwords);
    layout->addWidget(logins, 1);
    logins->setVisible(sources.logins);
    if (!sources.logins)
        layout->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    connect(m_twoFactorButton, &QPushButton::clicked, this, &SecurityPage::toggleTwoFactor);
    connect(m_confirm, &QPushButton::clicked, this, &SecurityPage::confirmTwoFactor);
    connect(m_code, &QLineEdit::returnPressed, this, &SecurityPage::confirmTwoFactor);
    connect(m_copyCodes, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_recovery->toPlainText()); });
    connect(m_saveCodes, &QPushButton::clicked, this, &SecurityPage::saveRecoveryCodes);
    connect(m_change, &QPushButton::clicked, this, &SecurityPage::changePassword);
    connect(m_verify, &QPushButton::clicked, this, &SecurityPage::openVerification);
    m_twoFactorButton->setEnabled(false);
    m_verify->hide();
    readsAccountOf(m_console);
}

SecurityPage::~SecurityPage() = default;

SecurityPage::Sources SecurityPage::Sources::of(Platform &platform)
{
    return {.platform = platform,
            .twoFactor = platform.facet<TwoFactorAuth>(),
            .verification = platform.facet<IdentityVerification>(),
            .passwords = platform.facet<PasswordChange>(),
            .logins = platform.facet<LoginRecords>(),
            .confirmation = platform.facet<SessionConfirmation>()};
}

QString SecurityPage::title() const
{
    return tr("Security");
}

QIcon SecurityPage::icon() const
{
    return Icons::get(QStringLiteral("security"));
}

QString SecurityPage::loginResult(const LoginRecord &record)
{
    if (record.success)
        return tr("Logged in");
    if (record.reason == u"invalid_credentials"_s)
        return tr("Refused: wrong password");
    if (record.reason == u"invalid_totp"_s)
        return tr("Refused: wrong two-factor code");
    if (record.reason == u"totp_required"_s)
        return tr("Asked for the two-factor code");
    if (record.reason == u"locked_out"_s)
        return tr("Refused: too many attempts");
    return tr("Refused (%1)").arg(record.reason);
}

void SecurityPage::reload()
{
    if (!m_console.isLoaded())
        return;
    m_sources.platform.account(this, [this](const ApiResult<Account> &r) {
        if (r.ok())
            showAccount(r.value());
        else
            say(tr("The account could not be read: %1").arg(r.error().sentence(m_console.currency())), true);
        Q_EMIT answered();
    });
    LoginRecords *records = m_sources.logins;
    if (!records)
        return;
    records->logins(50, this, [this](const ApiResult<QList<LoginRecord>> &r) {
        if (!r.ok())
            return;
        const QList<LoginRecord> &records = r.value();
        const QList<bool> fresh = LoginHistory::newAddresses(records);
        const QLocale locale;
        // A refusal in red; an address not seen before in bold amber.
        QList<ListRow> rows;
        for (int row = 0; row < records.size(); ++row) {
            const LoginRecord &l = records[row];
            ListRow shown{{locale.toString(l.at.toLocalTime(), QLocale::ShortFormat), loginResult(l),
                           fresh[row] ? tr("%1 — new address").arg(l.clientAddress) : l.clientAddress, l.userAgent}};
            if (!l.success)
                shown.cellTones.insert(1, ListRow::Tone::Problem);
            if (fresh[row]) {
                shown.cellTones.insert(2, ListRow::Tone::Warning);
                shown.strongColumn = 2;
            }
            rows.append(shown);
        }
        m_loginRows->setRows(rows);
    });
}

void SecurityPage::showAccount(const Account &account)
{
    m_account = account;
    m_twoFactorStatus->setText(account.twoFactorEnabled
                                   ? tr("On: logging in takes your password and a code from the app.")
                                   : tr("Off: your password alone opens the account."));
    m_twoFactorButton->setText(account.twoFactorEnabled ? tr("Turn off…") : tr("Turn on…"));
    m_twoFactorButton->setEnabled(true);
    if (account.twoFactorEnabled)
        m_enrol->hide();

    const Verification &v = account.verification;
    QString text;
    if (v.status == u"approved"_s)
        text = tr("Verified: every card can be rented and boots are not limited in length.");
    else if (v.status == u"pending"_s)
        text = tr("Being reviewed: the larger cards unlock once it is approved.");
    else if (v.status == u"rejected"_s)
        text = tr("Rejected: %1. Check the name and number against the ID card and send them again.")
                   .arg(v.reason.value_or(tr("no reason given")));
    else if (account.quotas.maxBootHours)
        text = tr("Not verified: only the smaller cards, and each boot stops after %n hour(s). Verifying unlocks "
                  "every card and long runs.",
                  "", *account.quotas.maxBootHours);
    else
        text = tr("Not verified: only the smaller cards. Verifying unlocks every card.");
    if (account.isMember())
        text = tr("Verification is the account owner's: %1").arg(text);
    m_verification->setText(text);
    m_verify->setVisible(!account.isMember() && (v.status == u"none"_s || v.status == u"rejected"_s));
    m_verify->setText(v.status == u"rejected"_s ? tr("Send again…") : tr("Verify your real name…"));
}

void SecurityPage::toggleTwoFactor()
{
    TwoFactorAuth *twoFactor = m_sources.twoFactor;
    if (!m_account || !twoFactor)
        return;
    if (m_account->twoFactorEnabled) {
        const auto code = m_confirmer.askText(this, tr("Turn off two-factor login"),
                                              tr("A code from the app, or one of your recovery codes:"), {});
        if (!code)
            return;
        if (const QString problem = AccountInput::codeProblem(code->trimmed()); !problem.isEmpty())
            return say(problem, true);
        Reconfirmation::run<Nothing>(
            m_sources.confirmation, this, IdentityPrompt::asker(m_confirmer, this),
            [this, twoFactor, code = code->trimmed()](Platform::Done<Nothing> done) {
                twoFactor->disableTwoFactor(code, this, done);
            },
            [this](const ApiResult<Nothing> &r) {
                if (!r.ok())
                    say(tr("Two-factor login is still on: %1").arg(r.error().sentence(m_console.currency())), true);
                else
                    say(tr("Two-factor login is off: your password alone opens the account now."), false);
                reload();
            });
        return;
    }
    m_twoFactorButton->setEnabled(false);
    twoFactor->startTwoFactor(this, [this](const ApiResult<TotpEnrolment> &r) {
        m_twoFactorButton->setEnabled(true);
        if (!r.ok()) {
            say(tr("Two-factor login could not be started: %1").arg(r.error().sentence(m_console.currency())), true);
            Q_EMIT answered();
            return;
        }
        // The QR code at the screen's pixel density, so it stays sharp (and scannable) at 200%.
        const qreal ratio = devicePixelRatioF();
        QImage image = QrCode::render(r.value().otpauthUri, int(4 * ratio));
        image.setDevicePixelRatio(ratio);
        m_qr->setPixmap(QPixmap::fromImage(image));
        QString grouped;
        for (qsizetype k = 0; k < r.value().secret.size(); k += 4)
            grouped += (k ? u" "_s : QString()) + r.value().secret.mid(k, 4);
        m_secret->setText(grouped);
        m_code->clear();
        m_enrol->show();
        m_codes->hide();
        m_code->setFocus();
        Q_EMIT answered();
    });
}

void SecurityPage::confirmTwoFactor()
{
    TwoFactorAuth *twoFactor = m_sources.twoFactor;
    const QString code = m_code->text().trimmed();
    if (!twoFactor)
        return;
    if (code.size() != 6 || !std::all_of(code.begin(), code.end(), [](QChar c) { return c.isDigit(); }))
        return say(tr("Enter the 6 digits the app shows now."), true);
    m_confirm->setEnabled(false);
    twoFactor->confirmTwoFactor(code, this, [this](const ApiResult<QStringList> &r) {
        m_confirm->setEnabled(true);
        if (!r.ok()) {
            say(tr("Not turned on: %1").arg(r.error().sentence(m_console.currency())), true);
            Q_EMIT answered();
            return;
        }
        m_enrol->hide();
        showRecoveryCodes(r.value());
        say(tr("Two-factor login is on. Keep the recovery codes below before you leave this page."), false);
        reload();
    });
}

void SecurityPage::showRecoveryCodes(const QStringList &codes)
{
    m_recovery->setPlainText(codes.join(u'\n'));
    m_codes->show();
}

void SecurityPage::saveRecoveryCodes()
{
    const auto path = m_confirmer.saveFile(this, tr("Save the recovery codes"), u"gpudesk-recovery-codes.txt"_s,
                                           tr("Text files (*.txt)"));
    if (!path)
        return;
    QSaveFile file(*path);
    // Readable by the user only: they open the account.
    const QByteArray text = m_recovery->toPlainText().toUtf8() + '\n';
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size()
        || !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner) || !file.commit())
        return say(tr("%1 could not be written: %2").arg(*path, file.errorString()), true);
    say(tr("Saved to %1 (readable by you only). Keep a copy offline too.").arg(*path), false);
}

void SecurityPage::changePassword()
{
    PasswordChange *passwords = m_sources.passwords;
    const QString current = m_current->text();
    const QString next = m_new->text();
    if (!passwords)
        return;
    if (current.isEmpty())
        return say(tr("Enter your current password."), true);
    if (next != m_repeat->text())
        return say(tr("The two new passwords differ."), true);
    const QString phone = m_account ? m_account->phone.value_or(QString()) : QString();
    if (const QString problem = AccountInput::passwordProblem(next, phone); !problem.isEmpty())
        return say(problem, true);
    m_change->setEnabled(false);
    Reconfirmation::run<Nothing>(
        m_sources.confirmation, this, IdentityPrompt::asker(m_confirmer, this),
        [this, passwords, current, next](Platform::Done<Nothing> done) {
            passwords->changePassword(current, next, this, done);
        },
        [this](const ApiResult<Nothing> &r) {
            m_change->setEnabled(true);
            if (!r.ok()) {
                say(tr("The password was not changed: %1").arg(r.error().sentence(m_console.currency())), true);
            } else {
                for (QLineEdit *field : {m_current, m_new, m_repeat})
                    field->clear();
                say(tr("Password changed. Every other session was logged out; this one goes on."), false);
            }
            Q_EMIT answered();
        });
}

void SecurityPage::openVerification()
{
    IdentityVerification *verification = m_sources.verification;
    if (!verification)
        return;
    auto *dialog = new VerificationDialog(*verification, m_clock, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    connect(dialog, &VerificationDialog::submitted, this, &SecurityPage::reload);
    dialog->show();
}

void SecurityPage::say(const QString &sentence, bool problem)
{
    MessageStyle::say(m_message, sentence, problem);
}
