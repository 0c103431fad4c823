#include "ui/account/verificationdialog.h"

#include "common/clock.h"
#include "common/residentid.h"
#include "core/api/platform.h"
#include "ui/widgets/messagestyle.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

VerificationDialog::VerificationDialog(IdentityVerification &verification, const Clock &clock, QWidget *parent)
    : QDialog(parent)
    , m_verification(verification)
    , m_clock(clock)
    , m_name(new QLineEdit)
    , m_idNumber(new QLineEdit)
    , m_message(new QLabel)
    , m_submit(new QPushButton(tr("Submit")))
{
    setObjectName(u"verificationDialog"_s);
    setWindowTitle(tr("Real-name verification"));
    setMinimumWidth(520);
    auto *layout = new QVBoxLayout(this);
    auto *why = new QLabel(tr("A verified account rents every card, and its boots are no longer limited in length. "
                              "Give your name as written on your resident identity card, and its number. gpudesk "
                              "sends them to the platform and keeps neither."));
    why->setWordWrap(true);
    layout->addWidget(why);
    auto *form = new QFormLayout;
    m_name->setObjectName(u"realName"_s);
    m_idNumber->setObjectName(u"idNumber"_s);
    m_idNumber->setMaxLength(18);
    m_idNumber->setPlaceholderText(tr("18 characters: 17 digits and a digit or X"));
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("ID number:"), m_idNumber);
    layout->addLayout(form);
    m_message->setObjectName(u"message"_s);
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_cancel = buttons->button(QDialogButtonBox::Cancel);
    m_cancel->setObjectName(u"cancel"_s);
    m_submit->setObjectName(u"submit"_s);
    m_submit->setDefault(true);
    buttons->addButton(m_submit, QDialogButtonBox::AcceptRole);
    connect(m_submit, &QPushButton::clicked, this, &VerificationDialog::submit);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_name, &QLineEdit::textChanged, this, &VerificationDialog::check);
    connect(m_idNumber, &QLineEdit::textChanged, this, &VerificationDialog::check);
    check();
}

VerificationDialog::~VerificationDialog() = default;

QString VerificationDialog::problem() const
{
    const QString name = m_name->text().trimmed();
    if (!ResidentId::isCardName(name))
        return tr("The name is 2 to 30 letters, as written on the ID card.");
    const QString id = m_idNumber->text().trimmed().toUpper();
    QString reason;
    if (ResidentId::birthDate(id, m_clock.now().toLocalTime().date(), &reason))
        return {};
    if (reason == u"format"_s)
        return tr("An ID number has 18 characters: 17 digits and a digit or X.");
    if (reason == u"check_digit"_s)
        return tr("The last character does not match the rest of the number: check it for a typo.");
    return tr("Characters 7 to 14 of the number are not a real birth date.");
}

void VerificationDialog::check()
{
    // Said once both fields have something in them, so an empty form does not open with an error.
    const bool typed = !m_name->text().isEmpty() && !m_idNumber->text().isEmpty();
    const QString why = problem();
    MessageStyle::problem(m_message);
    m_message->setText(typed ? why : QString());
    m_submit->setEnabled(why.isEmpty() && !m_sending && m_status.isEmpty());
}

void VerificationDialog::submit()
{
    if (!problem().isEmpty() || m_sending || !m_status.isEmpty())
        return;
    m_sending = true;
    check();
    m_message->setStyleSheet({});
    m_message->setText(tr("Sending…"));
    m_verification.submitVerification(m_name->text().trimmed(), m_idNumber->text().trimmed().toUpper(), this,
                                      [this](const ApiResult<QString> &result) {
                                          m_sending = false;
                                          if (!result.ok()) {
                                              check();
                                              MessageStyle::problem(m_message);
                                              m_message->setText(result.error().sentence());
                                              return;
                                          }
                                          m_status = result.value();
                                          m_name->setEnabled(false);
                                          m_idNumber->setEnabled(false);
                                          m_cancel->setText(tr("Close")); // nothing is left to cancel
                                          check();
                                          m_message->setStyleSheet({});
                                          m_message->setText(tr("Submitted: the platform is reviewing it. The cards it "
                                                                "unlocks can be chosen once it is approved."));
                                          emit submitted(m_status);
                                      });
}
