#include "ui/create/createportspage.h"

#include "core/create/specrules.h"
#include "ui/create/createwizard.h"
#include "ui/widgets/messagestyle.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

CreatePortsPage::CreatePortsPage(CreateWizard &wizard)
    : m_wizard(wizard)
    , m_other(new QLineEdit)
    , m_problem(new QLabel)
{
    setTitle(tr("Ports"));
    setSubTitle(tr("Each port chosen here is reachable from this computer while the instance runs, at the address "
                   "its details show."));
    auto *layout = new QVBoxLayout(this);
    const QList<std::pair<int, QString>> presets{
        {6006, tr("TensorBoard (6006)")}, {7860, tr("Gradio (7860)")}, {8888, tr("Jupyter (8888)")}};
    for (const auto &[port, label] : presets) {
        auto *box = new QCheckBox(label);
        box->setObjectName(u"port%1"_s.arg(port));
        box->setProperty("port", port);
        connect(box, &QCheckBox::toggled, this, &CreatePortsPage::changed);
        m_presets << box;
        layout->addWidget(box);
    }
    auto *form = new QFormLayout;
    m_other->setObjectName(u"otherPorts"_s);
    m_other->setPlaceholderText(tr("e.g. 16006, 17860"));
    form->addRow(tr("Other ports:"), m_other);
    layout->addLayout(form);
    connect(m_other, &QLineEdit::textChanged, this, &CreatePortsPage::changed);
    m_problem->setObjectName(u"portsProblem"_s);
    MessageStyle::problem(m_problem);
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);
    auto *listen = new QLabel(tr("A service must listen on all interfaces to be reached: start it with --host "
                                 "0.0.0.0 (TensorBoard: --bind_all). Many listen on 127.0.0.1 by default, and are "
                                 "then unreachable from outside however the ports are set.\n\nIn use already? Pick "
                                 "a high port, above 16000, and check inside the instance with: ss -lntp"));
    listen->setObjectName(u"listenNote"_s);
    listen->setWordWrap(true);
    listen->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(listen);
    layout->addStretch(1);
}

CreatePortsPage::~CreatePortsPage() = default;

void CreatePortsPage::initializePage()
{
    const QList<int> chosen = m_wizard.draft().spec.ports.value_or(QList<int>());
    QStringList others;
    for (int port : chosen) {
        bool preset = false;
        for (QCheckBox *box : std::as_const(m_presets))
            preset = preset || box->property("port").toInt() == port;
        if (!preset)
            others << QString::number(port);
    }
    for (QCheckBox *box : std::as_const(m_presets)) {
        const QSignalBlocker quiet(box);
        box->setChecked(chosen.contains(box->property("port").toInt()));
    }
    const QSignalBlocker quiet(m_other);
    m_other->setText(others.join(u", "_s));
    changed();
}

QList<int> CreatePortsPage::ports(QString *problem) const
{
    QList<int> all;
    for (QCheckBox *box : m_presets) {
        if (box->isChecked())
            all << box->property("port").toInt();
    }
    QString typed;
    all << SpecRules::parsePorts(m_other->text(), &typed);
    const QString combined = SpecRules::portsProblem(all);
    // A typing problem ("tensorboard" is no number) first, then one of the whole list (a preset typed again).
    *problem = typed.isEmpty() ? combined : typed;
    return all;
}

void CreatePortsPage::changed()
{
    QString problem;
    const QList<int> chosen = ports(&problem);
    if (problem.isEmpty())
        m_wizard.draft().spec.ports = chosen;
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    emit completeChanged();
}

bool CreatePortsPage::isComplete() const
{
    QString problem;
    ports(&problem);
    return problem.isEmpty();
}
