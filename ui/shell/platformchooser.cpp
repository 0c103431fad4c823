#include "ui/shell/platformchooser.h"

#include "core/api/platformurl.h"
#include "ui/widgets/messagestyle.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSettings>
#include <QUrlQuery>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

PlatformChooser::PlatformChooser(QWidget *parent)
    : QDialog(parent)
    , m_sandbox(new QRadioButton(tr("Local sandbox (offline, play money)"), this))
    , m_cluster(new QRadioButton(tr("My lab's or university's Slurm cluster"), this))
    , m_clusterUrl(new QLineEdit(this))
    , m_clusterUser(new QLineEdit(this))
    , m_loginNode(new QLineEdit(this))
    , m_containers(new QCheckBox(tr("Its jobs can run container images (pyxis)"), this))
    , m_remote(new QRadioButton(tr("A platform at this address:"), this))
    , m_url(new QLineEdit(this))
    , m_problem(new QLabel(this))
{
    setWindowTitle(tr("Which platform?"));
    m_sandbox->setObjectName(u"sandbox"_s);
    m_remote->setObjectName(u"remote"_s);
    m_url->setObjectName(u"url"_s);
    m_url->setPlaceholderText(u"https://gpu.example.com"_s);
    m_cluster->setObjectName(u"slurm"_s);
    m_clusterUrl->setObjectName(u"clusterUrl"_s);
    m_clusterUrl->setPlaceholderText(u"https://slurm.lab.example.edu:6820"_s);
    m_clusterUser->setObjectName(u"clusterUser"_s);
    m_clusterUser->setPlaceholderText(tr("your user name on the cluster"));
    m_loginNode->setObjectName(u"loginNode"_s);
    m_loginNode->setPlaceholderText(tr("login.lab.example.edu (optional)"));
    m_containers->setObjectName(u"clusterContainers"_s);
    m_containers->setToolTip(tr("Tick this where the admins say srun has NVIDIA's pyxis (srun --container-image): "
                                "then a job may run in an image such as nvcr.io#nvidia/pytorch:24.05-py3."));
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
    for (QLineEdit *field : {m_clusterUrl, m_clusterUser, m_loginNode})
        connect(field, &QLineEdit::textEdited, this, [this] { m_cluster->setChecked(true); });
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
    layout->addWidget(m_cluster);
    QLabel *clusterAbout = MessageStyle::paragraph(
        tr("%1 Ask its admins for the address of its slurmrestd (the REST API); the login node is the machine "
           "you ssh to, through which gpudesk reaches the compute nodes.")
            .arg(PlatformAddress::description(PlatformAddress::Kind::Slurm)),
        this);
    clusterAbout->setContentsMargins(24, 0, 0, 0);
    layout->addWidget(clusterAbout);
    wrapped.append(clusterAbout);
    auto *clusterForm = new QFormLayout;
    clusterForm->setContentsMargins(24, 0, 0, 0);
    clusterForm->addRow(tr("slurmrestd address:"), m_clusterUrl);
    clusterForm->addRow(tr("User name:"), m_clusterUser);
    clusterForm->addRow(tr("Login node:"), m_loginNode);
    clusterForm->addRow(QString(), m_containers);
    layout->addLayout(clusterForm);
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
    m_cluster->setChecked(current.kind == PlatformAddress::Kind::Slurm);
    if (current.kind == PlatformAddress::Kind::Slurm) {
        m_clusterUrl->setText(current.url.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveQuery).toString());
        m_clusterUser->setText(current.url.userName());
        m_loginNode->setText(QUrlQuery(current.url).queryItemValue(u"login"_s));
        m_containers->setChecked(QUrlQuery(current.url).queryItemValue(u"containers"_s) == u"pyxis"_s);
    }
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
    if (m_cluster->isChecked()) {
        if (const auto cluster = clusterAddress()) {
            m_platform = *cluster;
            QDialog::accept();
        }
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

std::optional<PlatformAddress> PlatformChooser::clusterAddress()
{
    const auto refuse = [this](const QString &why) {
        m_problem->setText(why);
        m_problem->show();
        return std::nullopt;
    };
    QString typed = m_clusterUrl->text().trimmed();
    if (typed.startsWith(u"slurm+"_s))
        typed.remove(0, 6);
    if (typed.isEmpty())
        return refuse(tr("Type the address of the cluster's slurmrestd, e.g. https://slurm.lab.example.edu:6820."));
    QString why;
    auto url = PlatformUrl::parse(typed, &why, true);
    if (!url)
        return refuse(why);
    const QString user = m_clusterUser->text().trimmed();
    static const QRegularExpression userName(u"^[A-Za-z0-9._][A-Za-z0-9._-]*$"_s);
    if (!user.isEmpty() && !userName.match(user).hasMatch())
        return refuse(tr("'%1' is not a user name on a cluster: letters, digits, '.', '_' and '-' only.").arg(user));
    if (!user.isEmpty())
        url->setUserName(user);
    const QString node = m_loginNode->text().trimmed();
    if (!node.isEmpty()) {
        if (!PlatformUrl::loginNode(node))
            return refuse(tr("'%1' is not a login node: type its host name, and its port after a colon if it is not "
                             "22 (login.lab.example.edu:2222).")
                              .arg(node));
    }
    QUrlQuery query;
    if (!node.isEmpty())
        query.addQueryItem(u"login"_s, node);
    if (m_containers->isChecked())
        query.addQueryItem(u"containers"_s, u"pyxis"_s);
    url->setQuery(query);
    url->setScheme(u"slurm+"_s + url->scheme());
    const auto address = PlatformAddress::parse(url->toString(), &why);
    if (!address)
        return refuse(why);
    return address;
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
