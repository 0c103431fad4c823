#include "ui/instances/autostopdialog.h"

#include "core/autostop/autostopwatcher.h"
#include "core/console/console.h"
#include "ui/instances/autostoptext.h"
#include "ui/widgets/messagestyle.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QSpinBox *minutesBox(int value, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(1, AutostopSettings::kMaxMinutes);
    box->setSingleStep(15);
    box->setValue(value);
    box->setSuffix(AutostopDialog::tr(" min"));
    return box;
}

} // namespace

AutostopDialog::AutostopDialog(const Console &console, AutostopWatcher &watcher, const Instance &instance,
                               QWidget *parent)
    : QDialog(parent)
    , m_console(console)
    , m_watcher(watcher)
    , m_id(instance.id)
    , m_rate(instance.state.value() == InstanceState::Running ? instance.meter.ratePerHour : Money())
    , m_gpuMode(instance.mode.value() != InstanceMode::NoGpu)
    , m_enabled(new QCheckBox(tr("Stop it by itself when nobody uses it"), this))
    , m_cost(new QLabel(this))
    , m_problem(new QLabel(this))
{
    setObjectName(u"autostopDialog"_s);
    setWindowTitle(tr("Autostop — %1").arg(instance.name));
    const AutostopSettings s = watcher.settings(instance.id).value_or(AutostopSettings{.enabled = false});
    m_enabled->setObjectName(u"enabled"_s);
    m_enabled->setChecked(s.enabled);
    m_gpu = minutesBox(s.gpuIdleMinutes, this);
    m_gpu->setObjectName(u"gpuMinutes"_s);
    m_noGpu = minutesBox(s.noGpuIdleMinutes, this);
    m_noGpu->setObjectName(u"noGpuMinutes"_s);
    auto *what = new QLabel(tr("Used means: a program on the GPU, an SSH terminal, a browser through a tunnel or a "
                               "service port, a transfer, a busy CPU, or a command started to stop when done. A "
                               "program that holds GPU memory is never stopped, however slowly it runs."),
                            this);
    what->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("Idle with the GPU:"), m_gpu);
    form->addRow(tr("Idle without the GPU:"), m_noGpu);
    m_cost->setObjectName(u"cost"_s);
    m_cost->setWordWrap(true);
    m_problem->setObjectName(u"problem"_s);
    m_problem->setWordWrap(true);
    MessageStyle::problem(m_problem);
    m_problem->hide();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_save = buttons->button(QDialogButtonBox::Save);
    connect(buttons, &QDialogButtonBox::accepted, this, &AutostopDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_enabled);
    layout->addLayout(form);
    layout->addWidget(what);
    layout->addWidget(m_cost);
    layout->addWidget(m_problem);
    layout->addStretch(1);
    layout->addWidget(buttons);
    connect(m_enabled, &QCheckBox::toggled, this, &AutostopDialog::update);
    connect(m_gpu, &QSpinBox::valueChanged, this, &AutostopDialog::update);
    connect(m_noGpu, &QSpinBox::valueChanged, this, &AutostopDialog::update);
    connect(&m_watcher, &AutostopWatcher::applied, this, [this](const QString &id, bool ok, const QString &problem) {
        if (id != m_id || !m_saving)
            return;
        m_saving = false;
        if (ok) {
            accept();
            return;
        }
        m_problem->setText(problem);
        m_problem->show();
        m_save->setEnabled(true);
    });
    update();
    resize(520, sizeHint().height());
}

AutostopDialog::~AutostopDialog() = default;

AutostopSettings AutostopDialog::chosen() const
{
    return {m_enabled->isChecked(), m_gpu->value(), m_noGpu->value()};
}

QString AutostopDialog::costText() const
{
    return m_cost->text();
}

QString AutostopDialog::problemText() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

void AutostopDialog::update()
{
    const AutostopSettings s = chosen();
    m_gpu->setEnabled(s.enabled);
    m_noGpu->setEnabled(s.enabled);
    const Currency &c = m_console.currency();
    if (!s.enabled) {
        const QString night = AutostopText::forgottenNight(m_rate, c);
        m_cost->setText(night.isEmpty() ? tr("Off: it runs, and bills, until you stop it.")
                                        : tr("Off: it runs, and bills, until you stop it — %1.").arg(night));
        MessageStyle::warning(m_cost);
        return;
    }
    const int minutes = s.idleMinutes(m_gpuMode);
    m_cost->setText(m_rate > Money() ? tr("After you leave it idle, it bills at most %1 more (%2 at %3/h).")
                                           .arg(c.format(Money::forDuration(m_rate, qint64(minutes) * 60)),
                                                AutostopText::duration(minutes), c.format(m_rate))
                                     : tr("After you leave it idle, it stops within %1 with the GPU, %2 without it.")
                                           .arg(AutostopText::duration(s.gpuIdleMinutes),
                                                AutostopText::duration(s.noGpuIdleMinutes)));
    m_cost->setStyleSheet({});
}

void AutostopDialog::save()
{
    m_problem->hide();
    m_saving = true;
    m_save->setEnabled(false);
    m_watcher.apply(m_id, chosen());
}
