#pragma once

#include "common/money.h"
#include "core/autostop/autostopsettings.h"

#include <QDialog>

class AutostopWatcher;
class Console;
class QCheckBox;
class QGroupBox;
class QLineEdit;
class QLabel;
class QPushButton;
class QSpinBox;
struct Instance;

/// One instance's autostop: on or off, and how long idle before it stops, with and
/// without its GPU, with what switching it off can cost in view. Saved into the startup script
/// (every boot) and, while the instance runs, into this boot at once.
class AutostopDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AutostopDialog)
public:
    AutostopDialog(const Console &console, AutostopWatcher &watcher, const Instance &instance,
                   QWidget *parent = nullptr);
    ~AutostopDialog() override;

    QCheckBox *enabledBox() const { return m_enabled; }
    QSpinBox *gpuMinutes() const { return m_gpu; }
    QSpinBox *noGpuMinutes() const { return m_noGpu; }
    QPushButton *saveButton() const { return m_save; }
    /// Where the platform takes a key for the agent (Compshare): the pair, and the button that gives it.
    QGroupBox *keyBox() const { return m_keyBox; }
    QString keyResultText() const;
    QString costText() const;
    QString problemText() const;
    AutostopSettings chosen() const;

private:
    void update();
    void save();
    void giveKey();

    const Console &m_console;
    AutostopWatcher &m_watcher;
    QString m_id;
    Money m_rate; ///< the instance's rate now (zero while it bills no compute)
    bool m_gpuMode = true;
    QCheckBox *m_enabled;
    QSpinBox *m_gpu;
    QSpinBox *m_noGpu;
    QLabel *m_cost;
    QLabel *m_problem;
    QPushButton *m_save;
    QGroupBox *m_keyBox = nullptr;
    QLineEdit *m_publicKey = nullptr;
    QLineEdit *m_privateKey = nullptr;
    QPushButton *m_giveKey = nullptr;
    QLabel *m_keyResult = nullptr;
    bool m_saving = false;
};
