#include "ui/shell/platformchooser.h"

#include "core/api/platformurl.h"
#include "ui/widgets/messagestyle.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSettings>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

PlatformChooser::PlatformChooser(QWidget *parent)
    : QDialog(parent)
    , m_sandbox(new QRadioButton(tr("Local sandbox (offline, play money)"), this))
    , m_remote(new QRadioButton(tr("A platform at this address:"), this))
    , m_url(new QLineEdit(this))
    , m_problem(new QLabel(this))
{
    setWindowTitle(tr("Which platform?"));
    m_sandbox->setObjectName(u"sandbox"_s);
    m_remote->setObjectName(u"remote"_s);
    m_url->setObjectName(u"url"_s);
    m_url->setPlaceholderText(u"https://gpu.example.com"_s);
    m_problem->setObjectName(u"problem"_s);
    m_problem->setWordWrap(true);
    MessageStyle::problem(m_problem);
    m_problem->hide();
    auto *about = new QLabel(tr("The sandbox runs on this computer: a complete platform with play money and an "
                                "emulated GPU, to learn the console without spending anything. The others rent "
                                "real cards for real money. Each keeps its own login, so you can switch back and "
                                "forth from the Console menu."),
                             this);
    about->setWordWrap(true);
    m_sandbox->setChecked(true);
    // Typing an address is choosing it.
    connect(m_url, &QLineEdit::textEdited, this, [this] { m_remote->setChecked(true); });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PlatformChooser::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(about);
    layout->addWidget(m_sandbox);
    QList<QLabel *> wrapped{about};
    for (const PlatformAddress::Kind kind : PlatformAddress::clouds()) {
        auto *button = new QRadioButton(PlatformAddress::displayName(kind), this);
        button->setObjectName(PlatformAddress::word(kind));
        m_clouds.append({kind, button});
        layout->addWidget(button);
        // What the cloud is, under its button (a radio button's own text does not wrap).
        QLabel *cloudAbout = MessageStyle::paragraph(PlatformAddress::description(kind), this);
        cloudAbout->setContentsMargins(24, 0, 0, 0);
        layout->addWidget(cloudAbout);
        wrapped.append(cloudAbout);
    }
    layout->addWidget(m_remote);
    layout->addWidget(m_url);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    // At least this wide, and as tall as the wrapped labels need at that width, so no line of them is
    // cut off (a dialog's own minimum width would be overruled by the layout's).
    for (QLabel *label : wrapped) {
        label->setMinimumWidth(440);
        label->setMinimumHeight(label->heightForWidth(440 - label->contentsMargins().left()));
    }
    layout->setSizeConstraint(QLayout::SetMinimumSize);
}

PlatformChooser::~PlatformChooser() = default;

QString PlatformChooser::problem() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

void PlatformChooser::setCurrent(const PlatformAddress &current)
{
    m_platform = current;
    m_sandbox->setChecked(current.kind == PlatformAddress::Kind::Sandbox);
    for (const auto &[kind, button] : m_clouds)
        button->setChecked(current.kind == kind);
    m_remote->setChecked(current.kind == PlatformAddress::Kind::Contract);
    if (current.kind == PlatformAddress::Kind::Contract)
        m_url->setText(current.url.toString());
}

void PlatformChooser::accept()
{
    if (m_sandbox->isChecked()) {
        m_platform = PlatformAddress{};
        QDialog::accept();
        return;
    }
    for (const auto &[kind, button] : m_clouds) {
        if (!button->isChecked())
            continue;
        // The cloud kept from --platform runpod+URL stays where it was; otherwise at its own address.
        if (m_platform.kind != kind)
            m_platform = PlatformAddress::cloud(kind);
        QDialog::accept();
        return;
    }
    QString why;
    const auto url = PlatformUrl::parse(m_url->text().trimmed(), &why);
    if (!url) {
        m_problem->setText(why);
        m_problem->show();
        return;
    }
    m_platform = PlatformAddress{PlatformAddress::Kind::Contract, *url};
    QDialog::accept();
}

QString PlatformChooser::remembered(const QString &settingsFile)
{
    return QSettings(settingsFile, QSettings::IniFormat).value(u"platform"_s).toString();
}

void PlatformChooser::remember(const QString &settingsFile, const QString &choice)
{
    QSettings settings(settingsFile, QSettings::IniFormat);
    settings.setValue(u"platform"_s, choice);
}
