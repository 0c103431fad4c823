#include "ui/instances/autostopdialog.h"

#include "core/autostop/autostopwatcher.h"
#include "core/console/console.h"
#include "ui/instances/autostoptext.h"
#include "ui/widgets/messagestyle.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

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
    const AutostopSettings s = watcher.settings(instance.id).value_or(watcher.defaults());
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
    if (m_watcher.takesAgentKeys()) {
        // Nothing on this platform's instance can move its stop on with the console closed, unless the
        // user gives the agent a key of its own.
        m_keyBox = new QGroupBox(tr("Through the night with the console closed"), this);
        m_keyBox->setObjectName(u"keyBox"_s);
        auto *why = new QLabel(tr("Once the console closes, the instance stops at its idle time even mid-run. "
                                  "Give its agent a key pair (best a sub-account's, allowed little more than the "
                                  "stop scheduler) and it keeps the stop ahead while the instance works."),
                               m_keyBox);
        why->setWordWrap(true);
        m_publicKey = new QLineEdit(m_keyBox);
        m_publicKey->setObjectName(u"publicKey"_s);
        m_privateKey = new QLineEdit(m_keyBox);
        m_privateKey->setObjectName(u"privateKey"_s);
        m_privateKey->setEchoMode(QLineEdit::Password);
        m_giveKey = new QPushButton(tr("Give the agent this key"), m_keyBox);
        m_giveKey->setObjectName(u"giveKey"_s);
        m_keyResult = new QLabel(m_keyBox);
        m_keyResult->setObjectName(u"keyResult"_s);
        m_keyResult->setWordWrap(true);
        m_keyResult->hide();
        auto *keyForm = new QFormLayout;
        keyForm->addRow(tr("Public key:"), m_publicKey);
        keyForm->addRow(tr("Private key:"), m_privateKey);
        auto *keyLayout = new QVBoxLayout(m_keyBox);
        keyLayout->addLayout(keyForm);
        keyLayout->addWidget(m_giveKey, 0, Qt::AlignRight);
        keyLayout->addWidget(m_keyResult);
        // The sentence above the box, not in it: a group box does not give a wrapped label its height.
        why->setParent(this);
        layout->addWidget(why);
        layout->addWidget(m_keyBox);
        connect(m_giveKey, &QPushButton::clicked, this, &AutostopDialog::giveKey);
        connect(&m_watcher, &AutostopWatcher::agentKeyGiven, this,
                [this](const QString &id, bool ok, const QString &problem) {
                    if (id != m_id)
                        return;
                    m_giveKey->setEnabled(true);
                    m_keyResult->setText(ok ? tr("Given: the agent keeps the instance's stop from now on, with the "
                                                 "console closed too.")
                                            : problem);
                    if (ok)
                        m_keyResult->setStyleSheet({});
                    else
                        MessageStyle::problem(m_keyResult);
                    m_keyResult->show();
                    if (ok)
                        m_privateKey->clear();
                    // Grown for the sentence, at the width the user gave the dialog.
                    QDialog::layout()->activate();
                    resize(width(), std::max(height(), heightForWidth(width())));
                });
    }
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
    // Its wrapped sentences need their height at the dialog's width, which the layout learns only then.
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    resize(520, std::max(sizeHint().height(), heightForWidth(520)));
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

QString AutostopDialog::keyResultText() const
{
    return m_keyResult && !m_keyResult->isHidden() ? m_keyResult->text() : QString();
}

void AutostopDialog::giveKey()
{
    const QString publicKey = m_publicKey->text().trimmed();
    const QString privateKey = m_privateKey->text().trimmed();
    if (publicKey.isEmpty() || privateKey.isEmpty()) {
        m_keyResult->setText(tr("Both halves of the pair are needed."));
        MessageStyle::problem(m_keyResult);
        m_keyResult->show();
        return;
    }
    m_giveKey->setEnabled(false);
    m_keyResult->hide();
    m_watcher.giveAgentKey(m_id, publicKey, privateKey);
}

void AutostopDialog::save()
{
    m_problem->hide();
    m_saving = true;
    m_save->setEnabled(false);
    m_watcher.apply(m_id, chosen());
}
